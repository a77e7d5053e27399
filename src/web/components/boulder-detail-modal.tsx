import { Badge, Box, Divider, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Route } from '../../shared/contract/routes';
import { formatShortDate, relativeDays } from '../../shared/domain/dates';
import { formatPercent, formatStat } from '../../shared/domain/format';
import { levelNumber } from '../../shared/domain/levels';
import { CommentList } from './comment-list';
import { DifficultyIcon } from './difficulty-icon';
import { HoldColorDot } from './hold-color-dot';
import { LevelMarks } from './level-marks';
import { StarRating } from './star-rating';
import { useBoulderDetail } from '../api/boulder-writes';
import { routeTags } from '../lib/route-tags';
import { useFavoriteGym } from '../lib/storage';
import { StatusBadge } from './status-badge';
import { useKeptWhileClosing } from './use-kept-while-closing';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

export interface BoulderDetailModalProps {
  /** The boulder shown; null closes the modal. */
  route: Route | null;
  /** @default route !== null */
  opened?: boolean;
  onClose: () => void;
  /** Controls shown under the title for this boulder (docs/product.md › Route setting: edit, strip, history). */
  actions?: (route: Route) => ReactNode;
}

/**
 * The 'Détail bloc' modal (docs/product.md › Back office: screens): picture, tags, colour, level, sub-level, dates, setter,
 * 'Statistiques du bloc' and 'Commentaires'. Used by /bomain and /sectors-details.
 */
export function BoulderDetailModal({ route, opened = route !== null, onClose, actions }: BoulderDetailModalProps) {
  const t = useT(backOfficeCatalog);
  const boulder = useKeptWhileClosing(route);

  return (
    <Modal
      opened={opened && boulder !== null}
      onClose={onClose}
      title={t('backOffice.detailBloc')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('backOffice.fermer') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {boulder && <BoulderDetail route={boulder} actions={actions?.(boulder)} />}
    </Modal>
  );
}

function BoulderDetail({ route: shown, actions }: { route: Route; actions?: ReactNode }) {
  const t = useT(backOfficeCatalog);
  // The boulder as it is now (the same query as the actions'): a strip or an undo made in this
  // modal shows in its status and dates at once, not only after it is closed and opened again.
  const current = useBoulderDetail(useFavoriteGym()?.id ?? null, shown.id);
  const route: Route = current.data ?? shown;
  const tags = routeTags(route);
  const dismantling = route.route_active ? route.planned_dismantling : route.closed_at;
  return (
    <Stack gap="lg" data-testid="boulder-detail">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {route.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('backOffice.secteur', { name: route.sector.name })}
          </Text>
        </div>
        <StatusBadge active={route.route_active} />
      </Group>
      {actions}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <BoulderPicture picture={route.picture} name={route.name} />
          {tags.length > 0 && (
            <Group gap={6} aria-label={t('backOffice.tags')}>
              {tags.map((tag) => (
                <Tooltip key={tag.kind} label={tag.label} withArrow>
                  <Badge variant="light" color="gray" radius="sm" tt="none" fw={600} aria-label={`${tag.label} : ${tag.name}`}>
                    {tag.name}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          )}
        </Stack>

        <Paper withBorder p="md" radius="md" component="dl" m={0}>
          <Stack gap={10}>
            <InfoRow label={t('backOffice.prises')}>
              <HoldColorDot colorCode={route.color?.color_code} colorId={route.color?.id} size={18} label={t('backOffice.couleurPrises')} />
            </InfoRow>
            <InfoRow label={t('backOffice.niveau')}>
              <Group gap={8} wrap="nowrap">
                <DifficultyIcon svg={route.gym_difficulty.svg} color1={route.gym_difficulty.color_1} color2={route.gym_difficulty.color_2} size={22} />
                <Text fz="sm" fw={600}>
                  {route.difficulty_display}
                </Text>
              </Group>
            </InfoRow>
            <InfoRow label={t('backOffice.sousNiveau')}>
              <LevelMarks level={levelNumber(route.level)} />
            </InfoRow>
            <InfoRow label={t('backOffice.ouverture')}>
              <DateWithDistance date={route.created_at} />
            </InfoRow>
            <InfoRow label={t('backOffice.demontage')}>
              {dismantling ? (
                <DateWithDistance date={dismantling} />
              ) : (
                <Text fz="sm" c="dimmed">
                  {t('backOffice.nonPrevu')}
                </Text>
              )}
            </InfoRow>
            <InfoRow label={t('backOffice.ouvreur')}>
              <Text fz="sm" fw={600}>
                {route.route_setter ?? 'Inconnu'}
              </Text>
            </InfoRow>
          </Stack>
        </Paper>
      </SimpleGrid>

      <section aria-labelledby="boulder-stats-title">
        <Title order={4} id="boulder-stats-title" mb="sm">
          {t('backOffice.statistiquesBloc')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
          <StatTile label={t('backOffice.tauxReussite')} value={formatPercent(route.success_rate)} />
          <StatTile label={t('backOffice.reussiteMemeNiveau')} value={formatPercent(route.success_rate_by_same_level_climbers)} />
          <StatTile label={t('backOffice.tauxFlash')} value={formatPercent(route.success_flash_rate)} />
          <StatTile label={t('backOffice.flashMemeNiveau')} value={formatPercent(route.success_flash_rate_by_same_level_climbers)} />
          <StatTile label={t('backOffice.essaisTotal')} value={formatStat(route.total_tries)} />
          <StatTile label={t('backOffice.essaisParJour')} value={formatStat(route.tries_per_day)} />
          <StatTile label={t('backOffice.essaisAvantReussite')} value={formatStat(route.average_tries_before_top)} />
          <StatTile label={t('backOffice.essaisAvantReussiteMeme')} value={formatStat(route.average_tries_before_top_by_same_level_climbers)} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          <StatTile label={t('backOffice.cotationMoyenne')} value={route.average_grading ?? t('backOffice.pasDAvis')} muted={route.average_grading === null} />
          <Paper withBorder p="sm" radius="md">
            <Text fz="xs" c="dimmed" fw={600} mb={6}>
              {t('backOffice.noteGrimpeurs')}
            </Text>
            <StarRating rating={route.average_ranking} count={route.average_ranking_count} />
          </Paper>
        </SimpleGrid>
      </section>

      <Divider />

      <section aria-labelledby="boulder-comments-title">
        <Title order={4} id="boulder-comments-title" mb="xs">
          {t('backOffice.commentaires')}
        </Title>
        <CommentList comments={route.comments} hideBoulder pageSize={5} />
      </section>
    </Stack>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" mih={24}>
      <Text component="dt" fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Box component="dd" m={0} style={{ display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
        {children}
      </Box>
    </Group>
  );
}

function DateWithDistance({ date }: { date: string }) {
  return (
    <Text fz="sm" ta="right">
      <Text span fw={600} fz="sm">
        {formatShortDate(date)}
      </Text>{' '}
      <Text span c="dimmed" fz="xs">
        ({relativeDays(date).toLowerCase()})
      </Text>
    </Text>
  );
}

function StatTile({ label, value, muted = false }: { label: string; value: string; muted?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fz="xs" c="dimmed" fw={600} lh={1.25} mb={4}>
        {label}
      </Text>
      <Text fz={muted ? 'sm' : 'xl'} fw={700} c={muted ? 'dimmed' : undefined} lh={1.3}>
        {value}
      </Text>
    </Paper>
  );
}

function BoulderPicture({ picture, name }: { picture: string | null; name: string }) {
  const t = useT(backOfficeCatalog);
  const [failed, setFailed] = useState(false);
  if (!picture || failed) {
    return (
      <Stack h={260} align="center" justify="center" gap={6} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <IconPhotoOff size={32} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text fz="sm" c="dimmed">
          {t('backOffice.photo')}
        </Text>
      </Stack>
    );
  }
  return (
    <Image
      src={picture}
      alt={t('backOffice.photoBloc', { name })}
      h={260}
      fit="contain"
      radius="md"
      bg="var(--mantine-color-gray-1)"
      onError={() => setFailed(true)}
    />
  );
}
