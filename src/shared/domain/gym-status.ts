/**
 * A gym's status (docs/product.md › Going live: gym status): staff set up a `draft` gym unseen; a `published` one is visible to
 * climbers and on public pages; a `suspended` one (by the operator) is closed to everyone, nothing deleted.
 */
export const GYM_STATUSES = ['draft', 'published', 'suspended'] as const;
export type GymStatus = (typeof GYM_STATUSES)[number];
