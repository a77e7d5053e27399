import { Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { GymInfo } from '../../../../shared/contract/gyms';
import type { Pyramid } from '../../../../shared/contract/planning';
import { formatShortDate } from '../../../../shared/domain/dates';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { useCurrentGym } from '../../../api/current-gym';
import { usePyramid, useSaveTargets } from '../api/planning';
import { useCalibration } from '../../../api/calibration';
import { CalibrationTable } from '../../../components/calibration';
import { SettingTabs } from '../components/setting-tabs';
import { SetupHint } from '../../../components/setup-hint';
import { useT, richMessage } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { DataTable } from '../../../components/data-table';
import { PageHeading, PageStack } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';

/** /setting/pyramid 'Pyramide' (docs/product.md › Route setting: screens): targets against the walls, and what to set next. */
export function PyramidPage() {
  const t = useT(routeSettingCatalog);
  const current = useCurrentGym();
  const pyramid = usePyramid(current.gymId);
  const calibration = useCalibration(current.gymId);
  const mayEdit = current.isAdmin || (current.gym?.access_types.includes('chief_route_setter') ?? false);

  return (
    <PageStack maw={1200}>
      <PageHeading title={t('routeSetting.pyramide')}>{t('routeSetting.combienBlocsParCircuit')}</PageHeading>
      <SettingTabs />
      {!current.gym || !pyramid.data ? (
        <Loader />
      ) : (
        <>
          <NextSector gym={current.gym} pyramid={pyramid.data} />
          <Targets key={JSON.stringify(pyramid.data.targets)} gym={current.gym} pyramid={pyramid.data} mayEdit={mayEdit} />
        </>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calibration-title">
        <Title order={2} fz="h4" id="calibration-title" mb={4}>
          {t('routeSetting.ressentiOuvreurs')}
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {t('routeSetting.surBlocs12Derniers')}
        </Text>
        <CalibrationTable rows={calibration.data ?? []} />
      </Paper>
    </PageStack>
  );
}

const circuitOf = (gym: GymInfo, id: number) => gym.difficultySystem.find((d) => d.id === id);

function NextSector({ gym, pyramid }: { gym: GymInfo; pyramid: Pyramid }) {
  const t = useT(routeSettingCatalog);
  const next = pyramid.nextSector;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="to-set-title">
      <Title order={2} fz="h4" id="to-set-title">
        {t('routeSetting.ouvrir')}
      </Title>
      {!next ? (
        <Text c="dimmed" fz="sm" mt="xs">
          {t('routeSetting.aucunSecteurAvecBlocs')}
        </Text>
      ) : (
        <>
          <Text fz="sm" mt={4} mb="sm">
            {richMessage(t, 'routeSetting.prochainSecteurDemonter', { name: <b>{next.name}</b> })}
            {next.plannedDismantling ? t('routeSetting.prevu', { shortDate: formatShortDate(next.plannedDismantling) }) : ''}.
          </Text>
          {pyramid.toSet.length === 0 ? (
            <Text c="dimmed" fz="sm">
              {t('routeSetting.tousCircuitsAtteignentLeur')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="to-set">
              {pyramid.toSet.map((item) => {
                const circuit = circuitOf(gym, item.difficultyId);
                return (
                  <Group key={item.difficultyId} gap="xs" wrap="wrap">
                    {circuit && <CircuitIcon circuit={circuit} size={18} />}
                    <Text fw={700} fz="sm">
                      {item.count} {circuit?.name ?? ''}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {t('routeSetting.stylesPeuPresents')} {item.styles.join(', ')}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}

function Targets({ gym, pyramid, mayEdit }: { gym: GymInfo; pyramid: Pyramid; mayEdit: boolean }) {
  const t = useT(routeSettingCatalog);
  const gymTarget = (id: number) => pyramid.targets.find((target) => target.difficultyId === id && target.sectorId === null)?.count;
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(pyramid.actual.map((a) => [a.difficultyId, String(gymTarget(a.difficultyId) ?? '')])),
  );
  const save = useSaveTargets(gym.id);
  const max = Math.max(1, ...pyramid.actual.flatMap((a) => [a.now, gymTarget(a.difficultyId) ?? 0]));
  const invalid = Object.values(typed).some((text) => text.trim() !== '' && !/^\d{1,3}$/.test(text.trim()));

  function submit() {
    const gymWide = Object.entries(typed)
      .filter(([, text]) => text.trim() !== '')
      .map(([id, text]) => ({ difficultyId: Number(id), sectorId: null, count: Number(text) }));
    // Sector targets are kept as they are.
    const targets = [...gymWide, ...pyramid.targets.filter((target) => target.sectorId !== null)];
    save.mutate(
      { targets },
      { onSuccess: () => notifications.show({ color: 'teal', title: t('routeSetting.ciblesEnregistrees'), message: t('routeSetting.pyramideEstJour') }) },
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="targets-title">
      <Title order={2} fz="h4" id="targets-title" mb="sm">
        {t('routeSetting.cibleActuelParCircuit')}
      </Title>
      {gym.difficultySystem.length === 0 && <SetupHint kind="circuits" mb="sm" />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DataTable
          minWidth={340}
          scroll="native"
          fz="sm"
          label={t('routeSetting.ciblesParCircuit')}
          columns={[t('routeSetting.circuit'), t('routeSetting.cible'), t('routeSetting.actuel'), t('routeSetting.apresDemontages')]}
        >
          {pyramid.actual.map((a) => {
            const circuit = circuitOf(gym, a.difficultyId);
            return (
              <Table.Tr key={a.difficultyId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {circuit && <CircuitIcon circuit={circuit} size={16} />}
                    {circuit?.name}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {mayEdit ? (
                    <TextInput
                      size="xs"
                      w={70}
                      inputMode="numeric"
                      aria-label={t('routeSetting.cible2', { value: circuit?.name ?? '' })}
                      value={typed[a.difficultyId] ?? ''}
                      onChange={(event) => setTyped({ ...typed, [a.difficultyId]: event.currentTarget.value })}
                    />
                  ) : (
                    (gymTarget(a.difficultyId) ?? '—')
                  )}
                </Table.Td>
                <Table.Td>{a.now}</Table.Td>
                <Table.Td>{a.after}</Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
        <Box aria-label={t('routeSetting.graphiqueCibleActuel')} role="img">
          <Group gap="md" mb="xs">
            <Group gap={4}>
              <Box w={12} h={12} bg="gray.4" style={{ borderRadius: 2 }} />
              <Text fz="xs">{t('routeSetting.cible')}</Text>
            </Group>
            <Group gap={4}>
              <Box w={12} h={12} bg="gaston.6" style={{ borderRadius: 2 }} />
              <Text fz="xs">{t('routeSetting.actuel')}</Text>
            </Group>
          </Group>
          <Group align="flex-end" gap="sm" h={200} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {pyramid.actual.map((a) => {
              const circuit = circuitOf(gym, a.difficultyId);
              const target = gymTarget(a.difficultyId) ?? 0;
              return (
                <Stack key={a.difficultyId} gap={2} align="center" style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={2} align="flex-end" h={170} wrap="nowrap">
                    <Box
                      w={12}
                      h={`${(170 * target) / max}px`}
                      bg="gray.4"
                      title={t('routeSetting.cible3', { target })}
                      style={{ borderRadius: '2px 2px 0 0' }}
                    />
                    <Box
                      w={12}
                      h={`${(170 * a.now) / max}px`}
                      bg="gaston.6"
                      title={t('routeSetting.actuel2', { now: a.now })}
                      style={{ borderRadius: '2px 2px 0 0' }}
                    />
                  </Group>
                  {circuit && <CircuitIcon circuit={circuit} size={14} />}
                </Stack>
              );
            })}
          </Group>
        </Box>
      </SimpleGrid>
      <ErrorAlert mt="sm" error={save.error} />
      {mayEdit && (
        <Group justify="flex-end" mt="sm">
          {invalid && (
            <Text fz="sm" c="red">
              {t('routeSetting.cibleEstNombreBlocs')}
            </Text>
          )}
          <Button onClick={submit} loading={save.isPending} disabled={invalid}>
            {t('routeSetting.enregistrerCibles')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
