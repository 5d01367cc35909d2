/** Whole seconds from `since` to `until` (never negative): how long an item waited, or has waited so far. */
export const secondsBetween = (since: Date, until: Date): number =>
  Math.max(0, Math.floor((until.getTime() - since.getTime()) / 1000));
