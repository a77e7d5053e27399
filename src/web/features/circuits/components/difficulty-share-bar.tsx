import { Box, Group, isLightColor, Stack, Text, Tooltip } from '@mantine/core';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { share, shareText } from '../lib/shares';
import { useT } from '../../../lib/i18n';
import { circuitsCatalog } from '../../../lib/catalogs/circuits';

/** Segments narrower than this show their percentage in the tooltip and legend only. */
const MIN_LABELLED_SHARE = 7;

/**
 * The gym's active boulders split by circuit: one segment per circuit, as wide as its share, with
 * the percentage; the legend gives each circuit's count, share and level 1/2/3 split.
 */
export function DifficultyShareBar({ headers }: { headers: readonly CircuitHeader[] }) {
  const t = useT(circuitsCatalog);
  const total = headers.reduce((sum, header) => sum + header.boulder_count, 0);
  const shown = headers.filter((header) => header.boulder_count > 0);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        <Text span fw={700} c="var(--mantine-color-text)" data-testid="total-boulders">
          {total}
        </Text>{' '}
        {t('circuits.blocsActifs')}
      </Text>
      <Box
        h={36}
        data-testid="difficulty-share-bar"
        style={{ display: 'flex', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'var(--mantine-color-gray-2)' }}
      >
        {shown.map((header) => {
          const percent = share(header.boulder_count, total);
          const label = t('circuits.shareTooltip', {
            name: header.name,
            boulderCount: header.boulder_count,
            shareText: shareText(header.boulder_count, total),
            level1Count: header.level1_count,
            level2Count: header.level2_count,
            level3Count: header.level3_count,
          });
          return (
            <Tooltip key={header.id} label={label} withArrow>
              <Box
                role="img"
                aria-label={label}
                data-testid="difficulty-share"
                w={`${percent}%`}
                h="100%"
                style={{
                  display: 'grid',
                  placeItems: 'center',
                  background: header.color_2 ? `linear-gradient(135deg, ${header.color_1} 50%, ${header.color_2} 50%)` : header.color_1,
                  // Mantine's threshold is where black and white text have the same contrast (WCAG 1.4.3).
                  color: isLightColor(header.color_1) ? '#1a1b1e' : '#fff',
                  fontSize: 'var(--mantine-font-size-xs)',
                  fontWeight: 700,
                  boxShadow: 'inset -1px 0 0 rgba(255, 255, 255, 0.6)',
                }}
              >
                {percent >= MIN_LABELLED_SHARE ? shareText(header.boulder_count, total) : null}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <Group gap="md" wrap="wrap" aria-hidden="true">
        {headers.map((header) => (
          <Group key={header.id} gap={6} wrap="nowrap">
            <DifficultyIcon svg={header.svg} color1={header.color_1} color2={header.color_2} size={16} />
            <Text fz="xs" c="dimmed" span>
              {header.name} · {header.boulder_count} ({shareText(header.boulder_count, total)})
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
