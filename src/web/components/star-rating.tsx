import { Group, Text, type MantineSize } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { roundRating, starFills, STAR_COUNT, type StarFill } from '../../shared/domain/stars';
import { formatStat } from '../../shared/domain/format';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** Text shown instead of the stars when nobody rated (docs/product.md › Back office: errors and empty states). */

const STAR_COLOR = 'var(--mantine-color-ochre-5)';
const EMPTY_STAR_COLOR = 'var(--mantine-color-gray-4)';

export interface StarRatingProps {
  /** Mean stars (0–5); null or undefined when there is no rating. */
  rating: number | null | undefined;
  /** Number of votes, shown next to the stars. With 0 votes the "no rating" text is shown. */
  count: number;
  /** Pixel size of each star. @default 18 */
  size?: number;
  /** Text size of the count and of the "no rating" text. @default 'sm' */
  fz?: MantineSize;
  /** Replaces 'Pas encore de votes' (the spec also uses "Pas d'avis"). */
  emptyText?: string;
}

function Star({ fill, size }: { fill: StarFill; size: number }) {
  const common = { size, 'aria-hidden': true, 'data-fill': fill, style: { flex: 'none' } } as const;
  if (fill === 'full') return <IconStarFilled {...common} color={STAR_COLOR} />;
  // The half star is drawn over an empty outline so its right half still reads as a star.
  if (fill === 'half')
    return (
      <span style={{ position: 'relative', display: 'inline-flex', width: size, height: size }} data-fill="half" aria-hidden="true">
        <IconStar size={size} color={EMPTY_STAR_COLOR} style={{ position: 'absolute', inset: 0 }} />
        <IconStarHalfFilled size={size} color={STAR_COLOR} style={{ position: 'absolute', inset: 0 }} />
      </span>
    );
  return <IconStar {...common} color={EMPTY_STAR_COLOR} />;
}

/**
 * Five stars (full, half from a fraction of .5, empty: docs/product.md › Back office: limits) and the number of votes;
 * 'Pas encore de votes' when nobody rated.
 */
export function StarRating({ rating, count, size = 18, fz = 'sm', emptyText }: StarRatingProps) {
  const t = useT(backOfficeCatalog);
  const mean = roundRating(rating);
  if (mean === null || count <= 0) {
    return (
      <Text fz={fz} c="dimmed" fs="italic" data-testid="star-rating-empty">
        {emptyText ?? t('backOffice.noRatingYet')}
      </Text>
    );
  }
  const votes = t('backOffice.votes', { count });
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={t('backOffice.noteSur', { stat: formatStat(mean), starCount: STAR_COUNT, votes })}
      data-testid="star-rating"
    >
      <Group gap={2} wrap="nowrap">
        {starFills(rating).map((fill, index) => (
          <Star key={index} fill={fill} size={size} />
        ))}
      </Group>
      <Text fz={fz} fw={600} span>
        {formatStat(mean)}
      </Text>
      <Text fz={fz} c="dimmed" span>
        ({votes})
      </Text>
    </Group>
  );
}
