import { Alert } from '@mantine/core';
import { IconAlarm, IconAlertTriangle } from '@tabler/icons-react';
import { daysUntil, dismantlingWarning, formatInputDate, type DateValue } from '../../../../shared/domain/dates';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

const days = (t: TranslateOf<typeof sectorsCatalog>, count: number) => t('sectors.jour', { count });

/** The sentence of each warning; null when the date is far enough (or missing). */
export function dismantlingWarningText(
  t: TranslateOf<typeof sectorsCatalog>,
  plannedDate: DateValue | null | undefined,
  now: DateValue = new Date(),
): string | null {
  const level = dismantlingWarning(plannedDate, now);
  if (!level || !plannedDate) return null;
  const left = daysUntil(plannedDate, now);
  if (level === 'red') return t('sectors.demontageRetardDatePrevue', { inputDate: formatInputDate(plannedDate), days: days(t, -left) });
  if (left === 0) return t('sectors.demontagePrevuAujourdHui');
  return t('sectors.demontageImminentPrevuDans', { days: days(t, left), inputDate: formatInputDate(plannedDate) });
}

/**
 * The planned dismantling warning (docs/product.md › Back office: screens; Back office: limits): red once the date is past, orange from
 * 5 days before it; nothing otherwise.
 */
export function DismantlingWarning({ plannedDate, now }: { plannedDate: DateValue | null | undefined; now?: DateValue }) {
  const t = useT(sectorsCatalog);
  const level = dismantlingWarning(plannedDate, now);
  const text = dismantlingWarningText(t, plannedDate, now);
  if (!level || !text) return null;
  const Icon = level === 'red' ? IconAlertTriangle : IconAlarm;
  return (
    <Alert
      color={level === 'red' ? 'red' : 'orange'}
      variant="light"
      role="alert"
      data-testid="dismantling-warning"
      data-level={level}
      icon={<Icon size={20} aria-hidden="true" />}
      styles={{ message: { fontWeight: 600 } }}
    >
      {text}
    </Alert>
  );
}
