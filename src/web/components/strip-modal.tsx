import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatInputDate } from '../../shared/domain/dates';
import { useStripBoulders } from '../api/boulder-writes';
import { DateModal } from './date-modal';
import { useT, type TranslateOf } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** What a strip applies to: chosen boulders (with their sectors, to refresh), or a whole sector. */
export type StripTarget = { kind: 'boulders'; ids: number[]; sectorIds: number[]; label: string } | { kind: 'sector'; sectorId: number; label: string };

/** These boulders to strip, and the sectors whose pages change with them. */
export const bouldersToStrip = (routes: { id: number; sector: { id: number } }[], label: string): StripTarget => ({
  kind: 'boulders',
  ids: routes.map((r) => r.id),
  sectorIds: [...new Set(routes.map((r) => r.sector.id))],
  label,
});

export interface StripModalProps {
  target: StripTarget | null;
  onClose: () => void;
  onStripped?: (stripped: number) => void;
}

const strippedText = (t: TranslateOf<typeof backOfficeCatalog>, n: number) =>
  n === 0 ? t('backOffice.aucunBlocDemonterIls') : n === 1 ? t('backOffice.1BlocDemonte') : t('backOffice.blocsDemontes', { n });

/**
 * 'Démonter' (docs/product.md › Route setting: screens): 'Date de démontage' (today by default, DD/MM/YYYY, not before the
 * opening, at most 7 days ahead), 'Confirmer' and 'Retour'. A whole sector also closes its opening.
 */
export function StripModal({ target, onClose, onStripped }: StripModalProps) {
  const t = useT(backOfficeCatalog);
  const strip = useStripBoulders();
  async function confirm(date: string) {
    if (!target) return;
    const body =
      target.kind === 'sector' ? { sectorId: target.sectorId, date, sectorIds: [target.sectorId] } : { ids: target.ids, date, sectorIds: target.sectorIds };
    const { stripped } = await strip.mutateAsync(body);
    notifications.show({ color: 'teal', title: t('backOffice.demontageEnregistre'), message: strippedText(t, stripped) });
    onStripped?.(stripped);
  }
  return (
    <DateModal
      opened={target !== null}
      onClose={onClose}
      title={t('backOffice.strip')}
      label={t('backOffice.dateDemontage')}
      initialValue={formatInputDate(new Date())}
      onConfirm={confirm}
      description={
        target && (
          <Text fz="sm" data-testid="strip-target">
            {target.label}
          </Text>
        )
      }
    />
  );
}
