// Sprøyte's own reason categories (beside the common ones, core/reasons/categories.ts): the contract and the talon.
export const CATEGORIES = [
  'over-four', // take more than four tricks in a trump/grand contract
  'under-four', // nullo: stay under four tricks
  'talon', // take or decline the 13-card talon
] as const;
