/** What a setting day's validation answers (docs/product.md › Route setting: data), and the field errors the page shows before and after it. */
import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ValidationAnswer } from '../../../../shared/contract/setting-sessions';
import { dateInputError, formatShortDate } from '../../../../shared/domain/dates';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { type SettingDayState } from '../lib/setting-day';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';

export const DATE_FIELDS = ['openingDate', 'plannedDismantling'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** The messages of the session's date fields that the calendar refuses, by field. */
export function typedDateErrors(state: SettingDayState): Partial<Record<DateField, string[]>> {
  const errors: Partial<Record<DateField, string[]>> = {};
  for (const field of DATE_FIELDS) {
    const message = dateInputError(state[field]);
    if (message) errors[field] = [message];
  }
  return errors;
}

export function fieldErrors(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null) return {};
  const entries = Object.entries(body as Record<string, unknown>).filter(
    ([key, value]) => key !== 'code' && key !== 'error' && key !== 'field' && Array.isArray(value),
  );
  if (entries.length === 0 && typeof (body as { error?: unknown }).error === 'string') return { error: [(body as { error: string }).error] };
  return Object.fromEntries(entries) as Record<string, string[]>;
}

export function ValidationResult({ answer, sectorName, onAgain }: { answer: ValidationAnswer; sectorName: string; onAgain: () => void }) {
  const t = useT(routeSettingCatalog);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="setting-result">
      <Stack gap="md">
        <Group gap="xs">
          <Badge color="teal" size="lg">
            {t('routeSetting.ouvertureValidee')}
          </Badge>
          <Text fw={600}>
            {t('routeSetting.ouvertDemontagePrevu', {
              sectorName,
              shortDate: formatShortDate(answer.opening.openingDate),
              shortDate2: formatShortDate(answer.opening.plannedDismantling),
            })}
          </Text>
        </Group>
        <Text fz="sm">{t('routeSetting.validationCounts', { created: answer.boulders.length, stripped: answer.stripped })}</Text>
        <List size="sm" spacing={4}>
          {answer.boulders.map((boulder) => (
            <List.Item key={boulder.id} icon={<CircuitIcon circuit={boulder.gym_difficulty} size={16} />}>
              {boulder.name} ({boulder.difficulty}) · {boulder.route_setter}
            </List.Item>
          ))}
        </List>
        <Group>
          <Button
            component={Link}
            to={`${paths.labels.path}?ids=${answer.boulders.map((b) => b.id).join(',')}`}
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
          >
            {t('routeSetting.imprimerEtiquettes')}
          </Button>
          {/* The published gym's announcement is already prepared from these boulders: this is to write it oneself. */}
          <Button
            component={Link}
            variant="light"
            to={`${paths.announcements.path}?blocs=${answer.boulders.map((b) => b.id).join(',')}`}
            leftSection={<IconSpeakerphone size={16} aria-hidden="true" />}
          >
            {t('routeSetting.annoncerBlocs')}
          </Button>
          <Button variant="light" onClick={onAgain}>
            {t('routeSetting.nouvelleSeance')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
