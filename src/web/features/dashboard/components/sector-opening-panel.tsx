import { Badge, Box, Grid, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SectorOverview } from '../../../../shared/contract/dashboard';
import { dismantlingWarning, formatShortDate, relativeDays } from '../../../../shared/domain/dates';
import { paths } from '../../../config/paths';
import { sectorOpeningState, shortList } from '../lib/dashboard-rules';
import classes from './sector-opening-panel.module.css';
import { SetupHint } from '../../../components/setup-hint';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';

const sectorsPath = paths.sectors.path;
// A row's own link already navigates: the panel's click must not push the page a second time.
const stopPanelClick = (event: MouseEvent) => event.stopPropagation();

function SectorRow({ sector, children }: { sector: SectorOverview; children?: ReactNode }) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={sectorsPath}
        state={{ sectorId: sector.id }}
        className={classes.row}
        onClick={stopPanelClick}
        data-testid="sector-row"
      >
        <Text fw={600} fz="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {sector.name}
        </Text>
        {children}
      </UnstyledButton>
    </li>
  );
}

function closingBadge(t: TranslateOf<typeof dashboardCatalog>, sector: SectorOverview) {
  if (sector.countBoulders === 0)
    return (
      <Badge variant="default" size="sm">
        {t('dashboard.demonte')}
      </Badge>
    );
  if (!sector.plannedClosingDate)
    return (
      <Badge variant="default" size="sm">
        {t('dashboard.nonPlanifie')}
      </Badge>
    );
  const warning = dismantlingWarning(sector.plannedClosingDate);
  const color = warning === 'red' ? 'red' : warning === 'orange' ? 'orange' : 'gray';
  return (
    <Badge variant="light" color={color} size="sm" tt="none" style={{ flex: 'none' }}>
      {relativeDays(sector.plannedClosingDate)}
    </Badge>
  );
}

function ShortSectorList({
  title,
  sectors,
  emptyText,
  testId,
  detail,
}: {
  title: string;
  sectors: SectorOverview[];
  emptyText: string;
  testId: string;
  detail: (sector: SectorOverview) => ReactNode;
}) {
  const t = useT(dashboardCatalog);
  const { shown, more } = shortList(sectors);
  return (
    <Box data-testid={testId}>
      <Group gap={6} mb={4}>
        <Text fz="sm" fw={700}>
          {title}
        </Text>
        <Badge size="xs" variant="light" color="gray" circle>
          {sectors.length}
        </Badge>
      </Group>
      {shown.length === 0 ? (
        <Text fz="sm" c="dimmed" py={4}>
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((sector) => (
            <SectorRow key={sector.id} sector={sector}>
              {detail(sector)}
            </SectorRow>
          ))}
          {more && (
            <Text
              component="li"
              c="dimmed"
              px="xs"
              fw={700}
              aria-label={t('dashboard.plus', { value: sectors.length - shown.length })}
              data-testid="list-ellipsis"
            >
              …
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}

function PanelSkeleton() {
  return (
    <Grid aria-hidden="true">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap={10}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={30} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap={10}>
          <Skeleton h={50} />
          <Skeleton h={80} />
          <Skeleton h={80} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * Sector opening state (docs/product.md › Back office: screens): sectors by planned closing date, the latest opening,
 * late openings and dismantled sectors (3 entries, then an ellipsis). The panel and each row lead
 * to /sectors-details.
 */
export function SectorOpeningPanel({ overview }: { overview: SectorOverview[] | undefined }) {
  const t = useT(dashboardCatalog);
  const navigate = useNavigate();
  const state = overview ? sectorOpeningState(overview) : null;
  return (
    <Paper withBorder p="lg" h="100%" className={classes.panel} onClick={() => void navigate(sectorsPath)} data-testid="sector-panel">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <div>
          <Text component="h2" fw={700} fz="lg" m={0}>
            {t('dashboard.etatOuvertures')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('dashboard.secteursTriesParDate')}
          </Text>
        </div>
        <UnstyledButton component={Link} to={sectorsPath} onClick={stopPanelClick} className={classes.more}>
          {t('dashboard.voirSecteurs')} <IconChevronRight size={16} aria-hidden="true" />
        </UnstyledButton>
      </Group>
      {!state ? (
        <PanelSkeleton />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {state.sectors.length === 0 ? (
              <SetupHint kind="sectors" />
            ) : (
              <Stack
                component="ul"
                gap={2}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('dashboard.secteursParDateDemontage')}
                data-testid="sectors-by-closing"
              >
                {state.sectors.map((sector) => (
                  <SectorRow key={sector.id} sector={sector}>
                    <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
                      {t('dashboard.boulderCount', { count: sector.countBoulders })}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ flex: 'none' }} className={classes.closingDate}>
                      {sector.plannedClosingDate ? t('dashboard.demontage', { shortDate: formatShortDate(sector.plannedClosingDate) }) : ''}
                    </Text>
                    {closingBadge(t, sector)}
                  </SectorRow>
                ))}
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Box data-testid="latest-opening">
                <Text fz="sm" fw={700} mb={4}>
                  {t('dashboard.derniereOuverture')}
                </Text>
                {state.latestOpening ? (
                  <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
                    <SectorRow sector={state.latestOpening}>
                      <Badge variant="light" color="teal" size="sm" tt="none">
                        {t('dashboard.ouvert', { shortDate: formatShortDate(state.latestOpening.openingDate) })}
                      </Badge>
                    </SectorRow>
                  </Stack>
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t('dashboard.aucuneOuverture')}
                  </Text>
                )}
              </Box>
              <ShortSectorList
                title={t('dashboard.ouverturesRetard')}
                sectors={state.lateOpenings}
                emptyText={t('dashboard.aucuneOuvertureRetard')}
                testId="late-openings"
                detail={(sector) => (
                  <Badge variant="light" color="red" size="sm" tt="none" style={{ flex: 'none' }}>
                    {relativeDays(sector.plannedClosingDate!)}
                  </Badge>
                )}
              />
              <ShortSectorList
                title={t('dashboard.secteursDemontes')}
                sectors={state.dismantled}
                emptyText={t('dashboard.aucunSecteurDemonte')}
                testId="dismantled-sectors"
                detail={() => (
                  <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
                    {t('dashboard.0Bloc')}
                  </Text>
                )}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
