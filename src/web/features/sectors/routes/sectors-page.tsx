import { Alert, Box, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconHistory, IconMapPinOff, IconTrash } from '@tabler/icons-react';
import { boulderEditPath } from '../../../config/paths';
import { BoulderSettingActions } from '../../../components/boulder-setting-actions';
import { StripModal } from '../../../components/strip-modal';
import { useState } from 'react';
import type { Route } from '../../../../shared/contract/routes';
import { CommentsCard } from '../../../components/comment-list';
import { BoulderDetailModal } from '../../../components/boulder-detail-modal';
import { useModalInHistory } from '../../../hooks/use-modal-in-history';
import { BoulderDismantlingModal } from '../../../components/boulder-dismantling-modal';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useCurrentGym } from '../../../api/current-gym';
import { useSectorDetails } from '../api/get-sector-details';
import { useSectorDetailsById } from '../api/get-sector-details-by-id';
import { DifficultyHistogram } from '../components/difficulty-histogram';
import { SectorBouldersTable } from '../components/sector-boulders-table';
import { SectorDateModal } from '../components/sector-date-modals';
import { SectorGeneralInfo } from '../components/sector-general-info';
import { SectorHistoryModal } from '../components/sector-history-modal';
import { SectorPicker } from '../components/sector-picker';
import { SectorStatistics } from '../components/sector-statistics';
import { SetupHint } from '../../../components/setup-hint';
import { useT } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';
import { PageStack, PageHeading } from '../../../components/headings';
import { RetryBox } from '../../../components/retry-box';

type OpenModal =
  | { kind: 'opening' }
  | { kind: 'dismantling' }
  | { kind: 'strip' }
  | { kind: 'history' }
  | { kind: 'boulder'; route: Route }
  | { kind: 'boulder-date'; route: Route }
  | null;

/**
 * /sectors-details 'Vue secteurs' (docs/product.md › Back office: screens): choose a sector by its button or its outline,
 * then its statistics against the previous opening, its dates, histogram, boulders and comments.
 */
export function SectorsPage() {
  const t = useT(sectorsCatalog);
  const { gymId, name: gymName, canEdit } = useCurrentGym();
  const gymQuery = useSectorDetails(gymId);
  const answer = gymQuery.data;

  // The chosen sector, per gym: a gym switch starts again from that gym's newest sector.
  const [chosen, setChosen] = useState<{ gymId: number; sectorId: number } | null>(null);
  const newestId = answer?.latestSectorDetails?.sectorId ?? null;
  const selectedId = chosen && chosen.gymId === gymId ? chosen.sectorId : newestId;
  const selectedChoice = answer?.sectorBasisChoices.find((choice) => choice.id === selectedId);

  const latest = answer?.latestSectorDetails;
  const detailsQuery = useSectorDetailsById(selectedId, {
    // The gym call already answered the newest sector's details: no second call for it.
    initialData: latest && latest.sectorId === selectedId ? latest : undefined,
    initialDataUpdatedAt: gymQuery.dataUpdatedAt,
  });
  const details = detailsQuery.data?.sectorId === selectedId ? detailsQuery.data : undefined;

  // Back closes the open modal (boulder, dates, history, strip) instead of leaving the page.
  const [modal, setModal] = useModalInHistory<NonNullable<OpenModal>>();
  const closeModal = () => setModal(null);
  const select = (sectorId: number) => {
    if (gymId !== null) setChosen({ gymId, sectorId });
  };
  // A new opening date can make another sector the newest: the one being edited stays selected.
  const edit = (kind: 'opening' | 'dismantling') => {
    if (selectedId !== null) select(selectedId);
    setModal({ kind });
  };

  useFailureNotice(gymQuery.error, 'sector-details', t('sectors.secteursSalleOntPu'));
  useFailureNotice(detailsQuery.error, 'sector-details-by-id', t('sectors.detailSecteurPuEtre'));

  const sectorTitle = details?.sectorName ?? selectedChoice?.name;

  return (
    <PageStack maw={1280}>
      <PageHeading title={t('sectors.vueSecteurs')} fz="lg">
        {gymName}
      </PageHeading>

      <Alert variant="light" color="ochre" icon={<IconBulb size={20} aria-hidden="true" />} title={t('sectors.astuce')}>
        {t('sectors.tousTableauxPageSuivent')}
      </Alert>

      {gymId === null ? (
        <Alert variant="light" color="gray" icon={<IconMapPinOff size={20} aria-hidden="true" />}>
          {t('sectors.aucuneSalleSelectionneeChoisis')}
        </Alert>
      ) : (
        <>
          <SectorChoice gymQuery={gymQuery} selectedId={selectedId} onSelect={select} />

          {answer && selectedId === null ? (
            <Alert variant="light" color="gray">
              {t('sectors.aucunSecteurEncoreEte')}
              <SetupHint kind="sectors" mt={4} />
            </Alert>
          ) : (
            <>
              <Group gap="xs" align="baseline">
                <Title order={2} fz={26} data-testid="selected-sector-name">
                  {sectorTitle ?? <Skeleton component="span" display="inline-block" h={26} w={200} />}
                </Title>
                {detailsQuery.isFetching && details && (
                  <Text fz="sm" c="dimmed">
                    {t('sectors.miseJour')}
                  </Text>
                )}
                {details && (
                  <Group ml="auto" gap="xs">
                    <Button
                      variant="default"
                      size="sm"
                      leftSection={<IconHistory size={16} aria-hidden="true" />}
                      onClick={() => setModal({ kind: 'history' })}
                    >
                      {t('sectors.historique2')}
                    </Button>
                    {canEdit && details.routes.some((route) => route.route_active) && (
                      <Button
                        color="red"
                        variant="light"
                        size="sm"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        onClick={() => setModal({ kind: 'strip' })}
                      >
                        {t('sectors.demonterSecteur')}
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
              {detailsQuery.isError && !details ? (
                <RetryBox py="lg" text={t('sectors.detailSecteurPuEtre2')} onRetry={() => void detailsQuery.refetch()} />
              ) : (
                <>
                  <SectorStatistics details={details} />
                  <Grid gap="lg" align="stretch">
                    <Grid.Col span={{ base: 12, md: 7 }}>
                      <SectorGeneralInfo
                        details={details}
                        canEdit={canEdit}
                        onEditOpening={() => edit('opening')}
                        onEditDismantling={() => edit('dismantling')}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, md: 5 }}>
                      <Paper
                        withBorder
                        p="lg"
                        component="section"
                        aria-labelledby="sector-histogram-title"
                        h="100%"
                        style={{ display: 'flex', flexDirection: 'column' }}
                      >
                        <Title order={2} fz="lg" id="sector-histogram-title" mb="md">
                          {t('sectors.repartitionDifficultes')}
                        </Title>
                        <Box style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
                          {details ? <DifficultyHistogram routes={details.routes} /> : <Skeleton h={200} aria-hidden="true" />}
                        </Box>
                      </Paper>
                    </Grid.Col>
                  </Grid>
                  <SectorBouldersTable
                    routes={details?.routes}
                    dismantledDate={details?.dismantledDate ?? null}
                    canEdit={canEdit}
                    onOpen={(route) => setModal({ kind: 'boulder', route })}
                    onEdit={(route) => setModal({ kind: 'boulder-date', route })}
                  />
                  <CommentsCard title={t('sectors.derniersCommentaires')} comments={details?.comments} loading={!details} pageSize={10} />
                </>
              )}
            </>
          )}
        </>
      )}

      {details &&
        (['opening', 'dismantling'] as const).map((kind) => (
          <SectorDateModal
            key={kind}
            kind={kind}
            opened={modal?.kind === kind}
            onClose={closeModal}
            sector={{ id: details.sectorId, name: details.sectorName, openingDate: details.openingDate, closingDate: details.closingDate }}
          />
        ))}
      <BoulderDetailModal
        route={modal?.kind === 'boulder' ? modal.route : null}
        onClose={closeModal}
        actions={(route) => <BoulderSettingActions route={route} canEdit={canEdit} editPath={boulderEditPath(route.id)} />}
      />
      <StripModal
        target={
          modal?.kind === 'strip' && details
            ? {
                kind: 'sector',
                sectorId: details.sectorId,
                label: t('sectors.stripAll', { sectorName: details.sectorName, count: details.routes.filter((route) => route.route_active).length }),
              }
            : null
        }
        onClose={closeModal}
      />
      <BoulderDismantlingModal route={modal?.kind === 'boulder-date' ? modal.route : null} onClose={closeModal} />
      <SectorHistoryModal
        gymId={gymId}
        sector={modal?.kind === 'history' && details ? { id: details.sectorId, name: details.sectorName } : null}
        onClose={closeModal}
      />
    </PageStack>
  );
}

/** 'Choisis le secteur à analyser': the gym's plan and its sectors' buttons, a retry when they could not be read. */
function SectorChoice({
  gymQuery,
  selectedId,
  onSelect,
}: {
  gymQuery: ReturnType<typeof useSectorDetails>;
  selectedId: number | null;
  onSelect: (sectorId: number) => void;
}) {
  const t = useT(sectorsCatalog);
  const answer = gymQuery.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-choice-title">
      <Title order={2} fz="lg" id="sector-choice-title" mb="md">
        {t('sectors.choisisSecteurAnalyser')}
      </Title>
      {answer ? (
        <SectorPicker choices={answer.sectorBasisChoices} picture={answer.gymPicture} selectedId={selectedId} onSelect={onSelect} />
      ) : gymQuery.isError ? (
        <RetryBox py="lg" text={t('sectors.secteursOntPuEtre')} onRetry={() => void gymQuery.refetch()} />
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton style={{ aspectRatio: '5 / 3' }} />
          <Group gap="xs">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} h={36} w={110} radius="xl" />
            ))}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
