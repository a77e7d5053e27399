import { formatPercent } from '../../../../shared/domain/format';

/** Share of `count` in `total` on the 0–100 scale; 0 for an empty total. */
export const share = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

/** The share as shown: a whole percentage ('42%'). */
export const shareText = (count: number, total: number) => formatPercent(share(count, total));
