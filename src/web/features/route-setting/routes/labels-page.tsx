import { Button, Group, Loader, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from '../../../../shared/contract/routes';
import { MAX_LABELS } from '../../../../shared/domain/boulder-rules';
import { asciiSlug } from '../../../../shared/domain/text-folding';
import { useCurrentGym } from '../../../api/current-gym';
import { SettingTabs } from '../components/setting-tabs';
import { useBoulderDetails } from '../api/get-boulder-details';
import { labelsFileName, usePrintLabels } from '../api/print-labels';
import { useSectorWall } from '../api/setting-sessions';
import { useT } from '../../../lib/i18n';
import { idListParam } from '../../../lib/id-list-param';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { PageHeading, PageStack } from '../../../components/headings';
import { BoulderChecklist } from '../components/boulder-checklist';
import { ErrorAlert } from '../../../components/error-alert';

const FORMATS = ['a4', 'a6'] as const;

/**
 * /setting/labels 'Étiquettes' (docs/product.md › Route setting: screens): the boulders of a sector's current opening, or
 * those chosen elsewhere (?ids= from a selection or a setting day), on an A4 sheet or A6 labels.
 */
export function LabelsPage() {
  const t = useT(routeSettingCatalog);
  const current = useCurrentGym();
  const [params] = useSearchParams();
  const given = useMemo(() => idListParam(params.get('ids'), MAX_LABELS), [params]);
  const [sectorId, setSectorId] = useState('');
  const [format, setFormat] = useState<'a4' | 'a6'>('a4');
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const wall = useSectorWall(current.userId, current.gymId, sectorId ? Number(sectorId) : null);
  const chosen = useBoulderDetails(current.gymId, sectorId ? [] : given);
  const print = usePrintLabels(current.gymId ?? 0);

  const boulders: Route[] = sectorId ? (wall.data ?? []) : chosen.data;
  const selected = boulders.filter((b) => !unchecked.has(b.id));
  const loading = sectorId ? wall.isPending : chosen.isPending;

  function download() {
    const sectors = [...new Set(selected.map((b) => b.sector.name))];
    const slug = asciiSlug(sectors.length === 1 ? sectors[0]! : 'plusieurs-secteurs');
    print.mutate({ body: { boulderIds: selected.map((b) => b.id), format: format }, fileName: labelsFileName(slug) });
  }

  return (
    <PageStack maw={1100}>
      <PageHeading title={t('routeSetting.etiquettes')}>{t('routeSetting.etiquetteParBlocCouleur')}</PageHeading>
      <SettingTabs />
      {!current.gym ? (
        <Loader />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label={t('routeSetting.blocs')}
                data={[
                  { value: '', label: given.length > 0 ? t('routeSetting.blocsChoisis', { givenCount: given.length }) : t('routeSetting.choisisSecteur2') },
                  ...current.gym.sectors.map((s) => ({ value: String(s.id), label: t('routeSetting.secteurBlocsActifs', { name: s.name }) })),
                ]}
                value={sectorId}
                onChange={(event) => {
                  setSectorId(event.currentTarget.value);
                  setUnchecked(new Set());
                }}
              />
              <div>
                <Text fz="sm" fw={500} mb={4}>
                  {t('routeSetting.format')}
                </Text>
                <SegmentedControl
                  fullWidth
                  data={FORMATS.map((value) => ({ value, label: t(`routeSetting.format.${value}`) }))}
                  value={format}
                  onChange={(value) => setFormat(value as 'a4' | 'a6')}
                />
              </div>
            </SimpleGrid>
            <BoulderChecklist
              boulders={boulders}
              loading={loading && (sectorId !== '' || given.length > 0)}
              empty={t('routeSetting.aucunBlocEtiqueterChoisis')}
              testId="label-boulders"
              isChecked={(id) => !unchecked.has(id)}
              onCheck={(id, checked) => {
                const next = new Set(unchecked);
                if (checked) next.delete(id);
                else next.add(id);
                setUnchecked(next);
              }}
              detail={(boulder) => boulder.sector.name}
            />
            <ErrorAlert error={print.error} />
            <Group justify="flex-end">
              <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={download} loading={print.isPending} disabled={selected.length === 0}>
                {t('routeSetting.telechargerPdfEtiquette', { selectedCount: selected.length })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </PageStack>
  );
}
