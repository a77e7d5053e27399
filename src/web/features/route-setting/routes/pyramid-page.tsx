import { Alert, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { GymInfo } from '../../../../shared/contract/gyms';
import type { Pyramid } from '../../../../shared/contract/planning';
import { formatShortDate } from '../../../../shared/domain/dates';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { errorText } from '../../../api/api-client';
import { useCurrentGym } from '../../../api/current-gym';
import { usePyramid, useSaveTargets } from '../api/planning';
import { useCalibration } from '../../../api/calibration';
import { CalibrationTable } from '../../../components/calibration';
import { SettingTabs } from '../components/setting-tabs';
import { SetupHint } from '../../../components/setup-hint';

/** /setting/pyramid 'Pyramide' (route-setting.md §2): targets against the walls, and what to set next. */
export function PyramidPage() {
  const current = useCurrentGym();
  const pyramid = usePyramid(current.gymId);
  const calibration = useCalibration(current.gymId);
  const mayEdit = current.isAdmin || (current.gym?.access_types.includes('chief_route_setter') ?? false);

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg', xl: 'xl' }} maw={1200} mx="auto" w="100%">
      <div>
        <Title order={1}>Pyramide</Title>
        <Text c="dimmed" mt={4}>
          Combien de blocs par circuit la salle veut, combien il y en a, et ce qu'il faut ouvrir dans le prochain secteur.
        </Text>
      </div>
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
          Ressenti des ouvreurs
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Sur les blocs des 12 derniers mois avec au moins 5 cotations de grimpeurs qui les ont réussis : part des cotations plus dures moins part des plus
          faciles.
        </Text>
        <CalibrationTable rows={calibration.data ?? []} />
      </Paper>
    </Stack>
  );
}

const circuitOf = (gym: GymInfo, id: number) => gym.difficultySystem.find((d) => d.id === id);

function NextSector({ gym, pyramid }: { gym: GymInfo; pyramid: Pyramid }) {
  const next = pyramid.nextSector;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="to-set-title">
      <Title order={2} fz="h4" id="to-set-title">
        À ouvrir
      </Title>
      {!next ? (
        <Text c="dimmed" fz="sm" mt="xs">
          Aucun secteur avec des blocs actifs.
        </Text>
      ) : (
        <>
          <Text fz="sm" mt={4} mb="sm">
            Prochain secteur à démonter : <b>{next.name}</b>
            {next.plannedDismantling ? `, prévu le ${formatShortDate(next.plannedDismantling)}` : ''}.
          </Text>
          {pyramid.toSet.length === 0 ? (
            <Text c="dimmed" fz="sm">
              Tous les circuits atteignent leur cible après les démontages prévus.
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
                      styles peu présents : {item.styles.join(', ')}
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
  const gymTarget = (id: number) => pyramid.targets.find((t) => t.difficultyId === id && t.sectorId === null)?.count;
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
    const targets = [...gymWide, ...pyramid.targets.filter((t) => t.sectorId !== null)];
    save.mutate({ targets }, { onSuccess: () => notifications.show({ color: 'teal', title: 'Cibles enregistrées', message: 'La pyramide est à jour.' }) });
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="targets-title">
      <Title order={2} fz="h4" id="targets-title" mb="sm">
        Cible et actuel par circuit
      </Title>
      {gym.difficultySystem.length === 0 && <SetupHint kind="circuits" mb="sm" />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Table.ScrollContainer minWidth={340} type="native">
          <Table fz="sm" aria-label="Cibles par circuit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Circuit</Table.Th>
                <Table.Th>Cible</Table.Th>
                <Table.Th>Actuel</Table.Th>
                <Table.Th>Après démontages</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                          aria-label={`Cible ${circuit?.name ?? ''}`}
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Box aria-label="Graphique cible et actuel" role="img">
          <Group gap="md" mb="xs">
            <Group gap={4}>
              <Box w={12} h={12} bg="gray.4" style={{ borderRadius: 2 }} />
              <Text fz="xs">Cible</Text>
            </Group>
            <Group gap={4}>
              <Box w={12} h={12} bg="gaston.6" style={{ borderRadius: 2 }} />
              <Text fz="xs">Actuel</Text>
            </Group>
          </Group>
          <Group align="flex-end" gap="sm" h={200} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            {pyramid.actual.map((a) => {
              const circuit = circuitOf(gym, a.difficultyId);
              const target = gymTarget(a.difficultyId) ?? 0;
              return (
                <Stack key={a.difficultyId} gap={2} align="center" style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={2} align="flex-end" h={170} wrap="nowrap">
                    <Box w={12} h={`${(170 * target) / max}px`} bg="gray.4" title={`Cible ${target}`} style={{ borderRadius: '2px 2px 0 0' }} />
                    <Box w={12} h={`${(170 * a.now) / max}px`} bg="gaston.6" title={`Actuel ${a.now}`} style={{ borderRadius: '2px 2px 0 0' }} />
                  </Group>
                  {circuit && <CircuitIcon circuit={circuit} size={14} />}
                </Stack>
              );
            })}
          </Group>
        </Box>
      </SimpleGrid>
      {save.isError && (
        <Alert mt="sm" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {errorText(save.error)}
        </Alert>
      )}
      {mayEdit && (
        <Group justify="flex-end" mt="sm">
          {invalid && (
            <Text fz="sm" c="red">
              Une cible est un nombre de blocs entre 0 et 999.
            </Text>
          )}
          <Button onClick={submit} loading={save.isPending} disabled={invalid}>
            Enregistrer les cibles
          </Button>
        </Group>
      )}
    </Paper>
  );
}
