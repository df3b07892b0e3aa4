// The reason engine: pure, from a seat's View (as each game describes it) and the search's figures.
export { COMMON_CATEGORIES, type ReasonCategory, isCategoryId } from './categories.ts';
export { type Reason, type ReasonDetail, type ReasonParams, reason } from './reason.ts';
