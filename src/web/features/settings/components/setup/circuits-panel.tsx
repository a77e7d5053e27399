import { ActionIcon, Button, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { GymSetup, SetupCircuit } from '../../../../../shared/contract/gym-setup';
import { GRADES } from '../../../../../shared/domain/grades';
import { CircuitIcon } from '../../../../components/difficulty-icon';
import { errorText } from '../../../../api/api-client';
import { useCreateCircuit, useDeleteCircuit, useEditCircuit } from '../../api/gym-setup';
import { OrderArrows } from './setup-controls';

interface CircuitDraft {
  name: string;
  color1: string;
  color2: string | null;
  grade: string;
}

const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorText(error) });

/** A colour field: the browser's colour picker, with the code beside it. */
function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <input
        type="color"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        style={{ width: 36, height: 30, padding: 0, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6, background: 'none' }}
      />
      <Text fz="xs" ff="monospace" c="dimmed">
        {value.toUpperCase()}
      </Text>
    </Group>
  );
}

/** The optional second colour: a box to tick, then its picker (white by default). */
function SecondColorField({ label, value, onChange }: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Checkbox
        aria-label={`${label} : deuxième couleur`}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? '#FFFFFF' : null)}
      />
      {value !== null && <ColorField label={`${label} : couleur 2`} value={value} onChange={onChange} />}
    </Group>
  );
}

function GradeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect
      aria-label={`${label} : niveau correspondant`}
      data={[...GRADES]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="xs"
      w={80}
    />
  );
}

const draftOf = (c: SetupCircuit): CircuitDraft => ({
  name: c.name,
  color1: c.color_1.toUpperCase(),
  color2: c.color_2?.toUpperCase() ?? null,
  grade: c.corresponding_difficulty,
});

/** Paramètres › Circuits (route-setting.md §2): name, colours, corresponding grade and order; a used circuit cannot be deleted. */
export function CircuitsPanel({ setup }: { setup: GymSetup }) {
  const create = useCreateCircuit(setup.gymId);
  const [draft, setDraft] = useState<CircuitDraft>({ name: '', color1: '#2F9E44', color2: null, grade: '5A' });
  const [error, setError] = useState<string | null>(null);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(draft, {
      onSuccess: (circuit) => {
        setDraft({ ...draft, name: '' });
        setError(null);
        notifications.show({ color: 'teal', message: `Circuit « ${circuit.name} » créé.` });
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="circuits-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="circuits-title">
            Circuits
          </Title>
          <Text fz="sm" c="dimmed">
            Un circuit utilisé par des blocs peut être renommé ou recoloré, pas supprimé.
          </Text>
        </div>
        <form onSubmit={add} aria-label="Nouveau circuit">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Nouveau circuit"
              placeholder="Nom (ex. Rose)"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              error={error}
              maxLength={40}
              style={{ flex: '1 1 180px' }}
            />
            <ColorField label="Nouveau circuit : couleur 1" value={draft.color1} onChange={(color1) => setDraft({ ...draft, color1 })} />
            <SecondColorField label="Nouveau circuit" value={draft.color2} onChange={(color2) => setDraft({ ...draft, color2 })} />
            <GradeField label="Nouveau circuit" value={draft.grade} onChange={(grade) => setDraft({ ...draft, grade })} />
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden="true" />} loading={create.isPending} disabled={!draft.name.trim()}>
              Créer le circuit
            </Button>
          </Group>
        </form>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Circuits de la salle">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Ordre</Table.Th>
                <Table.Th>Circuit</Table.Th>
                <Table.Th>Couleur 1</Table.Th>
                <Table.Th>Couleur 2</Table.Th>
                <Table.Th>Niveau</Table.Th>
                <Table.Th>Blocs</Table.Th>
                <Table.Th w={90} pos="relative">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {setup.difficulties.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text c="dimmed" fz="sm" ta="center" py="md">
                      Aucun circuit : créez-en un ci-dessus (nom, couleur et niveau), un par couleur de la salle.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {setup.difficulties.map((circuit, index) => (
                <CircuitRow
                  key={`${circuit.id}:${circuit.svg}:${circuit.corresponding_difficulty}`}
                  circuit={circuit}
                  gymId={setup.gymId}
                  first={index === 0}
                  last={index === setup.difficulties.length - 1}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function CircuitRow({ circuit, gymId, first, last }: { circuit: SetupCircuit; gymId: number; first: boolean; last: boolean }) {
  const edit = useEditCircuit(gymId);
  const remove = useDeleteCircuit(gymId);
  const [draft, setDraft] = useState(draftOf(circuit));
  const [error, setError] = useState<string | null>(null);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(circuit));
  const save = () =>
    edit.mutate(
      { id: circuit.id, ...draft },
      {
        onSuccess: () => {
          setError(null);
          notifications.show({ color: 'teal', message: `Circuit « ${draft.name.trim()} » enregistré.` });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  const move = (position: number) => edit.mutate({ id: circuit.id, position }, { onError: failed("L'ordre n'a pas pu être changé") });

  return (
    <Table.Tr data-circuit={circuit.name}>
      <Table.Td>
        <OrderArrows name={circuit.name} position={circuit.position} first={first} last={last} busy={edit.isPending} onMove={move} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <CircuitIcon circuit={circuit} size={22} />
          <TextInput
            aria-label={`Nom du circuit ${circuit.name}`}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            size="xs"
            maxLength={40}
            error={error}
            w={150}
          />
        </Group>
      </Table.Td>
      <Table.Td>
        <ColorField label={`${circuit.name} : couleur 1`} value={draft.color1} onChange={(color1) => setDraft({ ...draft, color1 })} />
      </Table.Td>
      <Table.Td>
        <SecondColorField label={circuit.name} value={draft.color2} onChange={(color2) => setDraft({ ...draft, color2 })} />
      </Table.Td>
      <Table.Td>
        <GradeField label={circuit.name} value={draft.grade} onChange={(grade) => setDraft({ ...draft, grade })} />
      </Table.Td>
      <Table.Td>{circuit.boulders}</Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant={changed ? 'filled' : 'subtle'}
            aria-label={`Enregistrer ${circuit.name}`}
            disabled={!changed}
            loading={edit.isPending}
            onClick={save}
          >
            <IconDeviceFloppy size={16} />
          </ActionIcon>
          <Tooltip label={circuit.boulders > 0 ? 'Utilisé par des blocs : renommez-le ou changez sa couleur' : `Supprimer ${circuit.name}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Supprimer ${circuit.name}`}
              disabled={circuit.boulders > 0}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(circuit.id, {
                  onSuccess: () => notifications.show({ color: 'teal', message: `Circuit « ${circuit.name} » supprimé.` }),
                  onError: failed('Suppression impossible'),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
