import { Group, SimpleGrid, Skeleton, Stack, Text, type MantineSize, type SimpleGridProps } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatChange, formatDecimal, formatPercent, roundTo } from '../../shared/domain/format';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

export type ChangeTrend = 'up' | 'down' | 'flat';

export interface StatChangeProps {
  /** Current value; null or undefined shows 0 (docs/product.md › Back office: errors and empty states "Empty statistics"). */
  value: number | null | undefined;
  /** Value of the period compared with (last month, previous opening). */
  previous: number | null | undefined;
  /** Percentages (0–100): shown rounded with '%', the change in 'ppts'. */
  percent?: boolean;
  /** Decimals of value and change for non-percentages. @default 1 (integers show none) */
  decimals?: number;
  /** Title above the value, e.g. 'Essais'. */
  label?: ReactNode;
  /** What the change is measured against. @default 'vs mois dernier' */
  comparisonLabel?: string;
  /** Shown instead of the formatted value (e.g. a grade '6A+'). */
  valueText?: string;
  /** Shown instead of the computed change (e.g. for grades); then `trend` gives its colour. */
  changeText?: string;
  trend?: ChangeTrend;
  /** A rise is bad news (e.g. average tries before top): the colours swap. */
  lowerIsBetter?: boolean;
  /** Size of the value text. @default 'xl' */
  size?: MantineSize;
}

/** Direction of the change as shown (after rounding), so '+0' never turns green. */
export function changeTrend(
  value: number | null | undefined,
  previous: number | null | undefined,
  options: { percent?: boolean; decimals?: number } = {},
): ChangeTrend {
  const decimals = options.percent ? 0 : (options.decimals ?? 1);
  const current = roundTo(Number.isFinite(value) ? (value as number) : 0, decimals);
  const before = roundTo(Number.isFinite(previous) ? (previous as number) : 0, decimals);
  const difference = roundTo(current - before, decimals);
  if (difference > 0) return 'up';
  if (difference < 0) return 'down';
  return 'flat';
}

const TREND_ICON = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;

/**
 * A statistic with its signed change against the previous period (docs/product.md › Back office: limits): '+12',
 * '-1,5', '+4 ppts' for percentages; green when it improved, red when it got worse.
 */
export function StatChange({
  value,
  previous,
  percent = false,
  decimals = 1,
  label,
  comparisonLabel: givenComparisonLabel,
  valueText,
  changeText,
  trend,
  lowerIsBetter = false,
  size = 'xl',
}: StatChangeProps) {
  const t = useT(backOfficeCatalog);
  const comparisonLabel = givenComparisonLabel ?? t('backOffice.vsMoisDernier');
  const shown = valueText ?? (percent ? formatPercent(value) : formatDecimal(value, decimals));
  const change = changeText ?? formatChange(value, previous, { percent, decimals });
  const direction = trend ?? changeTrend(value, previous, { percent, decimals });
  const good = lowerIsBetter ? 'down' : 'up';
  const color = direction === 'flat' ? 'dimmed' : direction === good ? 'teal.8' : 'red.8';
  const TrendIcon = TREND_ICON[direction];

  return (
    <Stack gap={2} data-testid="stat-change">
      {label && (
        <Text fz="sm" c="dimmed" fw={500}>
          {label}
        </Text>
      )}
      <Text fz={size} fw={700} lh={1.2} data-testid="stat-value">
        {shown}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text fz="xs" c={color} fw={700} data-testid="stat-delta" data-trend={direction} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
          <TrendIcon size={14} aria-hidden="true" />
          {change}
        </Text>
        <Text fz="xs" c="dimmed">
          {comparisonLabel}
        </Text>
      </Group>
    </Stack>
  );
}

/** Placeholders with the shape of a grid of figures (label, value, change), while they load. */
export function StatChangeSkeletons({ count, cols }: { count: number; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="lg" verticalSpacing="lg" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap={6}>
          <Skeleton h={12} w="50%" />
          <Skeleton h={24} w="40%" />
          <Skeleton h={10} w="70%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
