/**
 * The gym's CSV exports (docs/product.md › Route setting: screens), their kinds and paths, without zod: the back office's
 * pages link to them and stay light.
 */
export const EXPORT_KINDS = ['boulders', 'comments', 'openings'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** '/api/gyms/3/exports/boulders.csv', '?all=1' for the closed boulders too. */
export const exportPath = (gymId: number, kind: ExportKind, { all = false }: { all?: boolean } = {}) =>
  `/api/gyms/${gymId}/exports/${kind}.csv${all ? '?all=1' : ''}`;
