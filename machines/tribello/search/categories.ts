// Tribello's own reason categories (beside the common ones, core/reasons/categories.ts): the quotas.
export const CATEGORIES = [
  'quota-needed', // tricks still needed for the quota
  'quota-shed', // the quota is reached: shed the surplus, stay under
  'reversed-round', // round 4: the quotas are reversed
] as const;
