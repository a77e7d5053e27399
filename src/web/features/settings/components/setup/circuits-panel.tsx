import { ActionIcon, Button, Checkbox, Group, NativeSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { GymSetup, SetupCircuit } from '../../../../../shared/contract/gym-setup';
import { GRADES } from '../../../../../shared/domain/grades';
import { CircuitIcon } from '../../../../components/difficulty-icon';
import { errorText } from '../../../../api/api-client';
import { useCreateCircuit, useDeleteCircuit, useEditCircuit } from '../../api/gym-setup';
import { OrderArrows } from './setup-controls';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';
import { DataTable } from '../../../../components/data-table';
import { SectionCard } from '../../../../components/section-card';

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
  const t = useT(settingsCatalog);
  return (
    <Group gap={6} wrap="nowrap">
      <Checkbox
        aria-label={t('settings.deuxiemeCouleur', { label })}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? '#FFFFFF' : null)}
      />
      {value !== null && <ColorField label={t('settings.couleur2', { label })} value={value} onChange={onChange} />}
    </Group>
  );
}

function GradeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const t = useT(settingsCatalog);
  return (
    <NativeSelect
      aria-label={t('settings.niveauCorrespondant', { label })}
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

/** Paramètres › Circuits (docs/product.md › Route setting: screens): name, colours, corresponding grade and order; a used circuit cannot be deleted. */
export function CircuitsPanel({ setup }: { setup: GymSetup }) {
  const t = useT(settingsCatalog);
  const create = useCreateCircuit(setup.gymId);
  const [draft, setDraft] = useState<CircuitDraft>({ name: '', color1: '#2F9E44', color2: null, grade: '5A' });
  const [error, setError] = useState<string | null>(null);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(draft, {
      onSuccess: (circuit) => {
        setDraft({ ...draft, name: '' });
        setError(null);
        notifications.show({ color: 'teal', message: t('settings.circuitCree', { name: circuit.name }) });
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  return (
    <SectionCard id="circuits-title" title={t('settings.circuits')} intro={t('settings.circuitUtiliseParBlocs')}>
      <form onSubmit={add} aria-label={t('settings.nouveauCircuit')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('settings.nouveauCircuit')}
            placeholder={t('settings.nomExRose')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            error={error}
            maxLength={40}
            style={{ flex: '1 1 180px' }}
          />
          <ColorField label={t('settings.nouveauCircuitCouleur1')} value={draft.color1} onChange={(color1) => setDraft({ ...draft, color1 })} />
          <SecondColorField label={t('settings.nouveauCircuit')} value={draft.color2} onChange={(color2) => setDraft({ ...draft, color2 })} />
          <GradeField label={t('settings.nouveauCircuit')} value={draft.grade} onChange={(grade) => setDraft({ ...draft, grade })} />
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden="true" />} loading={create.isPending} disabled={!draft.name.trim()}>
            {t('settings.creerCircuit')}
          </Button>
        </Group>
      </form>
      <DataTable
        minWidth={640}
        scroll="native"
        verticalSpacing="xs"
        label={t('settings.circuitsSalle')}
        empty={setup.difficulties.length === 0 && t('settings.aucunCircuitCreezCi')}
        columns={[
          { label: t('settings.ordre'), w: 90 },
          t('settings.circuit'),
          t('settings.couleur1'),
          t('settings.couleur22'),
          t('settings.niveau'),
          t('settings.blocs'),
          { label: t('settings.actions'), hidden: true, w: 90, pos: 'relative' },
        ]}
      >
        {setup.difficulties.map((circuit, index) => (
          <CircuitRow
            key={`${circuit.id}:${circuit.svg}:${circuit.corresponding_difficulty}`}
            circuit={circuit}
            gymId={setup.gymId}
            first={index === 0}
            last={index === setup.difficulties.length - 1}
          />
        ))}
      </DataTable>
    </SectionCard>
  );
}

function CircuitRow({ circuit, gymId, first, last }: { circuit: SetupCircuit; gymId: number; first: boolean; last: boolean }) {
  const t = useT(settingsCatalog);
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
          notifications.show({ color: 'teal', message: t('settings.circuitEnregistre', { trim: draft.name.trim() }) });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  const move = (position: number) => edit.mutate({ id: circuit.id, position }, { onError: failed(t('settings.ordrePuEtreChange')) });

  return (
    <Table.Tr data-circuit={circuit.name}>
      <Table.Td>
        <OrderArrows name={circuit.name} position={circuit.position} first={first} last={last} busy={edit.isPending} onMove={move} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <CircuitIcon circuit={circuit} size={22} />
          <TextInput
            aria-label={t('settings.nomCircuit', { name: circuit.name })}
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
        <ColorField label={t('settings.couleur12', { name: circuit.name })} value={draft.color1} onChange={(color1) => setDraft({ ...draft, color1 })} />
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
            aria-label={t('settings.enregistrer2', { name: circuit.name })}
            disabled={!changed}
            loading={edit.isPending}
            onClick={save}
          >
            <IconDeviceFloppy size={16} />
          </ActionIcon>
          <Tooltip label={circuit.boulders > 0 ? t('settings.utiliseParBlocsRenommez') : t('settings.supprimer', { name: circuit.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('settings.supprimer', { name: circuit.name })}
              disabled={circuit.boulders > 0}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(circuit.id, {
                  onSuccess: () => notifications.show({ color: 'teal', message: t('settings.circuitSupprime', { name: circuit.name }) }),
                  onError: failed(t('settings.suppressionImpossible')),
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
