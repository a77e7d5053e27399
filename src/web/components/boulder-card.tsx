import { Badge, Box, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { BoulderCard as BoulderCardData } from '../../shared/contract/dashboard';
import { formatDecimal, roundTo } from '../../shared/domain/format';
import { levelNumber } from '../../shared/domain/levels';
import { DifficultyIcon } from './difficulty-icon';
import { HoldColorDot } from './hold-color-dot';
import { LevelMarks } from './level-marks';
import { StarRating } from './star-rating';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

const PICTURE_HEIGHT = 150;

/**
 * Tries per day: two fixed decimals on the dashboard cards ('2,50'), one decimal in the boulder
 * views with a trailing ',0' dropped, as every statistic (docs/product.md › Back office: limits).
 */
export function formatTriesPerDay(value: number | null | undefined, decimals: 1 | 2): string {
  if (decimals === 1) return formatDecimal(value, 1);
  const number = typeof value === 'number' && Number.isFinite(value) ? roundTo(value, 2) : 0;
  return number.toFixed(2).replace('.', ',');
}

export interface BoulderCardProps {
  boulder: BoulderCardData;
  /** 2 on the dashboard cards, 1 in the boulder views. @default 1 */
  triesPerDayDecimals?: 1 | 2;
  /** Position in a ranking, shown as '#n' over the picture. */
  rank?: number;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center" style={{ minWidth: 0 }}>
      <Text fw={700} fz="md" lh={1.3} data-testid={testId}>
        {value}
      </Text>
      <Text fz={11} c="dimmed" ta="center" lh={1.2}>
        {label}
      </Text>
    </Stack>
  );
}

/**
 * A top boulder: picture, name, sector, circuit symbol and level, hold colour, tries per day,
 * total tries, average tries before top (one decimal) and stars.
 */
export function BoulderCard({ boulder, triesPerDayDecimals = 1, rank }: BoulderCardProps) {
  const t = useT(backOfficeCatalog);
  const level = levelNumber(boulder.level);
  return (
    <Card component="article" padding="md" shadow="xs" aria-label={boulder.name} data-testid="boulder-card" h="100%">
      <Card.Section pos="relative">
        {boulder.picture ? (
          <Image src={boulder.picture} alt={t('backOffice.photoBloc', { name: boulder.name })} h={PICTURE_HEIGHT} fit="cover" loading="lazy" />
        ) : (
          <Box h={PICTURE_HEIGHT} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
            <IconPhotoOff size={32} color="var(--mantine-color-gray-5)" aria-label={t('backOffice.photo')} />
          </Box>
        )}
        {rank !== undefined && (
          <Badge pos="absolute" top={10} left={10} size="lg" variant="white" color="dark" radius="sm" style={{ boxShadow: 'var(--mantine-shadow-xs)' }}>
            #{rank}
          </Badge>
        )}
      </Card.Section>

      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <DifficultyIcon svg={boulder.difficultySvg} color1={boulder.difficultyColor} size={22} />
            <Text fw={700} truncate="end" title={boulder.name}>
              {boulder.name}
            </Text>
          </Group>
          <LevelMarks level={level} size={14} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" c="dimmed" truncate="end" style={{ flex: 1 }}>
            {boulder.sectorName}
          </Text>
          {boulder.gripColor && (
            <Group gap={4} wrap="nowrap">
              <HoldColorDot colorCode={boulder.gripColor} size={14} />
              <Text fz="xs" c="dimmed">
                {t('backOffice.prises')}
              </Text>
            </Group>
          )}
        </Group>

        <SimpleGrid cols={3} spacing={4} mt={4} py={8} style={{ borderBlock: '1px solid var(--mantine-color-gray-2)' }}>
          <Figure label={t('backOffice.essaisJour')} value={formatTriesPerDay(boulder.triesPerDay, triesPerDayDecimals)} testId="tries-per-day" />
          <Figure label={t('backOffice.essais')} value={formatDecimal(boulder.totalTries, 0)} testId="total-tries" />
          <Figure label={t('backOffice.essaisAvantTop')} value={formatDecimal(boulder.averageTriesBeforeTop, 1)} testId="tries-before-top" />
        </SimpleGrid>

        <Box mt="auto" pt={4}>
          <StarRating rating={boulder.ranking} count={boulder.rankingCount} size={16} fz="xs" />
        </Box>
      </Stack>
    </Card>
  );
}

/** Placeholder with the card's shape, while the boulders load. */
export function BoulderCardSkeleton() {
  return (
    <Card padding="md" aria-hidden="true" data-testid="boulder-card-skeleton" h="100%">
      <Card.Section>
        <Skeleton h={PICTURE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={14} w="70%" />
        <Skeleton h={10} w="45%" />
        <Skeleton h={44} />
        <Skeleton h={12} w="60%" />
      </Stack>
    </Card>
  );
}
