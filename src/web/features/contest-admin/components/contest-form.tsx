import { ActionIcon, Button, Checkbox, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTEST_FORMAT_LABELS, CONTEST_GENDER_LABELS } from '../../../../shared/domain/contest-rules';
import { errorText } from '../../../api/api-client';
import { fieldErrorsOf } from '../../../api/field-errors';
import { ErrorAlert } from '../../../components/error-alert';
import type { GymBoulderOption } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';
import { DATE_FIELDS, dateErrors, newBoulder, newCategory, slugFromName, valuesToBody, type ContestFormValues } from './contest-form-values';

const FORMAT_OPTIONS = Object.entries(CONTEST_FORMAT_LABELS).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = Object.entries(CONTEST_GENDER_LABELS).map(([value, label]) => ({ value, label }));
const TOP_FIELDS = ['name', 'slug', 'format', 'capacity', 'refreshSeconds', 'hideResults', 'bestN', 'selfScoring', ...DATE_FIELDS] as const;
const LIST_FIELDS = ['categories', 'boulders'] as const;

interface ContestFormProps {
  initialValues: ContestFormValues;
  gymName: string;
  creating: boolean;
  /** Who may only read (marketing staff, setters): every field is shown, disabled, without a save button. */
  readOnly: boolean;
  gymBoulders: GymBoulderOption[];
  onSubmit: (body: ReturnType<typeof valuesToBody>) => Promise<unknown>;
}

/** Create / edit a contest with the labels of contests.md §2. */
export function ContestForm({ initialValues, gymName, creating, readOnly, gymBoulders, onSubmit }: ContestFormProps) {
  const form = useForm<ContestFormValues>({ mode: 'controlled', initialValues });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [slugTouched, setSlugTouched] = useState(!creating);
  const values = form.values;

  async function submit() {
    if (saving) return;
    setAlert(null);
    const dates = dateErrors(form.getValues());
    if (Object.keys(dates).length > 0) {
      form.setErrors(dates);
      setAlert('Vérifiez les dates et heures signalées.');
      return;
    }
    setSaving(true);
    try {
      await onSubmit(valuesToBody(form.getValues()));
      form.resetDirty();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error, [...TOP_FIELDS, ...LIST_FIELDS]));
      setAlert(errorText(error));
    } finally {
      setSaving(false);
    }
  }

  const dateInput = (field: (typeof DATE_FIELDS)[number], label: string, required = false) => (
    <TextInput type="datetime-local" label={label} required={required} disabled={readOnly} {...form.getInputProps(field)} />
  );

  return (
    <form
      noValidate
      aria-label={creating ? 'Nouveau contest' : 'Réglages du contest'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nom"
                required
                disabled={readOnly}
                {...form.getInputProps('name')}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  form.setFieldValue('name', name);
                  if (!slugTouched) form.setFieldValue('slug', slugFromName(name));
                }}
              />
              <TextInput
                label="Adresse"
                description={`Sa page publique : ${window.location.origin}/contests/${form.values.slug.trim() || 'adresse'}`}
                required
                disabled={readOnly}
                {...form.getInputProps('slug')}
                onChange={(event) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', event.currentTarget.value);
                }}
              />
              <TextInput label="Salle" value={gymName} readOnly disabled={readOnly} />
              <Select label="Format" required allowDeselect={false} data={FORMAT_OPTIONS} disabled={readOnly} {...form.getInputProps('format')} />
              {dateInput('startsAt', 'Début', true)}
              {dateInput('endsAt', 'Fin', true)}
            </SimpleGrid>
            <Text fz="xs" c="dimmed">
              Heures de Paris. Les dates peuvent être passées (un contest saisi après coup, ou déplacé).
            </Text>
          </Stack>
        </Paper>

        <AdminSection id="contest-registration" title="Inscriptions">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {dateInput('registrationOpensAt', 'Ouverture des inscriptions')}
            {dateInput('registrationClosesAt', 'Fermeture des inscriptions')}
            <NumberField label="Capacité" description="Vide : sans limite" disabled={readOnly} {...form.getInputProps('capacity')} />
          </SimpleGrid>
        </AdminSection>

        <AdminSection id="contest-scoring" title="Classement et saisie">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <div>
                <Text fz="sm" fw={500} mb={4} id="contest-refresh">
                  Actualisation de la page publique
                </Text>
                <SegmentedControl
                  aria-labelledby="contest-refresh"
                  disabled={readOnly}
                  data={[
                    { value: '15', label: '15 s' },
                    { value: '60', label: '60 s' },
                  ]}
                  {...form.getInputProps('refreshSeconds')}
                />
              </div>
              <NumberField label="Meilleurs blocs comptés" description="Vide : tous les blocs comptent" disabled={readOnly} {...form.getInputProps('bestN')} />
            </SimpleGrid>
            <Switch
              label="Masquer les résultats"
              description="Le classement public ne montre que les noms, jusqu'à ce que vous le révéliez."
              disabled={readOnly}
              {...form.getInputProps('hideResults', { type: 'checkbox' })}
            />
            <Switch
              label="Auto-saisie par les compétiteurs"
              description="Les compétiteurs inscrits avec leur compte saisissent leurs résultats dans l'app."
              disabled={readOnly}
              {...form.getInputProps('selfScoring', { type: 'checkbox' })}
            />
            {values.selfScoring && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {dateInput('selfScoringOpensAt', "Début de l'auto-saisie")}
                {dateInput('selfScoringClosesAt', "Fin de l'auto-saisie")}
              </SimpleGrid>
            )}
          </Stack>
        </AdminSection>

        <CategoriesSection form={form} readOnly={readOnly} />

        <BouldersSection form={form} readOnly={readOnly} gymBoulders={gymBoulders} />

        <ErrorAlert>{alert}</ErrorAlert>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {creating ? 'Créer le contest' : 'Enregistrer'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

type ContestFormApi = UseFormReturnType<ContestFormValues>;

/** The number columns of a category row, as labelled for screen readers. */
const CATEGORY_NUMBERS = [
  { field: 'birthYearMin', label: 'Année minimale' },
  { field: 'birthYearMax', label: 'Année maximale' },
  { field: 'capacity', label: 'Capacité' },
] as const;

/** 'Catégories': one row per category, its name, gender, birth years and capacity. */
function CategoriesSection({ form, readOnly }: { form: ContestFormApi; readOnly: boolean }) {
  const values = form.values;
  return (
    <AdminSection id="contest-categories" title="Catégories">
      {form.errors.categories && (
        <Text c="red" fz="sm" mb="sm" role="alert">
          {form.errors.categories}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nom</Table.Th>
              <Table.Th>Genre</Table.Th>
              <Table.Th>Née en ou après</Table.Th>
              <Table.Th>Née en ou avant</Table.Th>
              <Table.Th>Capacité</Table.Th>
              <Table.Th aria-label="Retirer" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.categories.map((category, index) => (
              <Table.Tr key={category.key}>
                <Table.Td>
                  <TextInput aria-label={`Nom de la catégorie ${index + 1}`} disabled={readOnly} {...form.getInputProps(`categories.${index}.name`)} />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Genre de la catégorie ${index + 1}`}
                    data={GENDER_OPTIONS}
                    allowDeselect={false}
                    disabled={readOnly}
                    {...form.getInputProps(`categories.${index}.gender`)}
                  />
                </Table.Td>
                {CATEGORY_NUMBERS.map(({ field, label }) => (
                  <Table.Td key={field}>
                    <NumberField
                      aria-label={`${label} de la catégorie ${index + 1}`}
                      disabled={readOnly}
                      {...form.getInputProps(`categories.${index}.${field}`)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Retirer la catégorie ${category.name || index + 1}`}
                      disabled={values.categories.length === 1}
                      onClick={() => form.removeListItem('categories', index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          mt="xs"
          onClick={() => form.insertListItem('categories', newCategory())}
        >
          Ajouter une catégorie
        </Button>
      )}
    </AdminSection>
  );
}

/** 'Blocs': numbered 1 to N in the list's order, a gym boulder or a contest-only one with its colour; heights and fixed points when the format counts them. */
function BouldersSection({ form, readOnly, gymBoulders }: { form: ContestFormApi; readOnly: boolean; gymBoulders: GymBoulderOption[] }) {
  const values = form.values;
  const showPoints = values.format === 'scramble';
  const showHeight = values.format === 'vertical_gain';
  return (
    <AdminSection
      id="contest-boulders"
      title="Blocs"
      description="Numérotés de 1 à N dans l'ordre de la liste : un bloc de la salle, ou un bloc du contest seul avec sa couleur."
    >
      {form.errors.boulders && (
        <Text c="red" fz="sm" mb="sm" role="alert">
          {form.errors.boulders}
        </Text>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>N°</Table.Th>
              <Table.Th>Bloc de la salle</Table.Th>
              <Table.Th>Nom</Table.Th>
              <Table.Th w={70}>Couleur</Table.Th>
              <Table.Th w={60}>Zone</Table.Th>
              {showHeight && <Table.Th w={110}>Hauteur (m)</Table.Th>}
              {showPoints && <Table.Th w={110}>Points fixes</Table.Th>}
              <Table.Th aria-label="Retirer" w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.boulders.map((boulder, index) => (
              <Table.Tr key={boulder.key}>
                <Table.Td fw={600}>{index + 1}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Bloc de la salle du bloc ${index + 1}`}
                    placeholder="Bloc du contest seul"
                    searchable
                    clearable
                    disabled={readOnly}
                    data={gymBoulders}
                    value={boulder.boulderId === null ? null : String(boulder.boulderId)}
                    nothingFoundMessage="Aucun bloc actif de ce nom"
                    onChange={(value) => {
                      const chosen = gymBoulders.find((option) => option.value === value);
                      form.setFieldValue(`boulders.${index}.boulderId`, value === null ? null : Number(value));
                      if (chosen) {
                        form.setFieldValue(`boulders.${index}.name`, chosen.name);
                        if (chosen.color) form.setFieldValue(`boulders.${index}.color`, chosen.color.toLowerCase());
                      }
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Nom du bloc ${index + 1}`}
                    placeholder={`Bloc ${index + 1}`}
                    disabled={readOnly}
                    {...form.getInputProps(`boulders.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="color"
                    aria-label={`Couleur du bloc ${index + 1}`}
                    disabled={readOnly}
                    styles={{ input: { padding: 2, height: 36, width: 48 } }}
                    value={boulder.color || '#888888'}
                    onChange={(event) => form.setFieldValue(`boulders.${index}.color`, event.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Zone sur le bloc ${index + 1}`}
                    disabled={readOnly}
                    {...form.getInputProps(`boulders.${index}.zone`, { type: 'checkbox' })}
                  />
                </Table.Td>
                {showHeight && (
                  <Table.Td>
                    <NumberField aria-label={`Hauteur du bloc ${index + 1}`} decimal disabled={readOnly} {...form.getInputProps(`boulders.${index}.heightM`)} />
                  </Table.Td>
                )}
                {showPoints && (
                  <Table.Td>
                    <NumberField
                      aria-label={`Points fixes du bloc ${index + 1}`}
                      placeholder="15/10/5"
                      disabled={readOnly}
                      {...form.getInputProps(`boulders.${index}.points`)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label={`Retirer le bloc ${index + 1}`} onClick={() => form.removeListItem('boulders', index)}>
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!readOnly && (
        <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />} mt="xs" onClick={() => form.insertListItem('boulders', newBoulder())}>
          Ajouter un bloc
        </Button>
      )}
    </AdminSection>
  );
}
