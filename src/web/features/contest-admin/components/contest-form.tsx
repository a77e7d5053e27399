import { ActionIcon, Button, Checkbox, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CONTEST_FORMAT_LABELS, CONTEST_GENDER_LABELS } from '../../../../shared/domain/contest-rules';
import { errorText } from '../../../api/api-client';
import { fieldErrorsOf } from '../../../api/field-errors';
import { ErrorAlert } from '../../../components/error-alert';
import type { GymBoulderOption } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';
import { DATE_FIELDS, dateErrors, newBoulder, newCategory, slugFromName, valuesToBody, type ContestFormValues } from './contest-form-values';
import { useT } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { DataTable } from '../../../components/data-table';
import { SubmitForm } from '../../../components/submit-form';

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

/** Create / edit a contest with the labels of docs/product.md › Contests: back office. */
export function ContestForm({ initialValues, gymName, creating, readOnly, gymBoulders, onSubmit }: ContestFormProps) {
  const t = useT(contestAdminCatalog);
  const form = useForm<ContestFormValues>({ mode: 'controlled', initialValues });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [slugTouched, setSlugTouched] = useState(!creating);
  const values = form.values;

  async function submit() {
    if (saving) return;
    setAlert(null);
    const dates = dateErrors(t, form.getValues());
    if (Object.keys(dates).length > 0) {
      form.setErrors(dates);
      setAlert(t('contestAdmin.verifiezDatesHeuresSignalees'));
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
    <SubmitForm aria-label={creating ? t('contestAdmin.nouveauContest') : t('contestAdmin.reglagesContest')} onSubmit={() => void submit()}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('contestAdmin.nom')}
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
                label={t('contestAdmin.adresse')}
                description={t('contestAdmin.pagePubliqueContests', { origin: window.location.origin, trim: form.values.slug.trim() || 'adresse' })}
                required
                disabled={readOnly}
                {...form.getInputProps('slug')}
                onChange={(event) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', event.currentTarget.value);
                }}
              />
              <TextInput label={t('contestAdmin.salle')} value={gymName} readOnly disabled={readOnly} />
              <Select
                label={t('contestAdmin.format')}
                required
                allowDeselect={false}
                data={FORMAT_OPTIONS}
                disabled={readOnly}
                {...form.getInputProps('format')}
              />
              {dateInput('startsAt', t('contestAdmin.debut'), true)}
              {dateInput('endsAt', t('contestAdmin.fin'), true)}
            </SimpleGrid>
            <Text fz="xs" c="dimmed">
              {t('contestAdmin.heuresParisDatesPeuvent')}
            </Text>
          </Stack>
        </Paper>

        <AdminSection id="contest-registration" title={t('contestAdmin.inscriptions')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {dateInput('registrationOpensAt', t('contestAdmin.ouvertureInscriptions'))}
            {dateInput('registrationClosesAt', t('contestAdmin.fermetureInscriptions'))}
            <NumberField
              label={t('contestAdmin.capacite')}
              description={t('contestAdmin.videSansLimite')}
              disabled={readOnly}
              {...form.getInputProps('capacity')}
            />
          </SimpleGrid>
        </AdminSection>

        <AdminSection id="contest-scoring" title={t('contestAdmin.classementSaisie')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <div>
                <Text fz="sm" fw={500} mb={4} id="contest-refresh">
                  {t('contestAdmin.actualisationPagePublique')}
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
              <NumberField
                label={t('contestAdmin.meilleursBlocsComptes')}
                description={t('contestAdmin.videTousBlocsComptent')}
                disabled={readOnly}
                {...form.getInputProps('bestN')}
              />
            </SimpleGrid>
            <Switch
              label={t('contestAdmin.masquerResultats')}
              description={t('contestAdmin.classementPublicMontreNoms')}
              disabled={readOnly}
              {...form.getInputProps('hideResults', { type: 'checkbox' })}
            />
            <Switch
              label={t('contestAdmin.autoSaisieParCompetiteurs')}
              description={t('contestAdmin.competiteursInscritsAvecLeur')}
              disabled={readOnly}
              {...form.getInputProps('selfScoring', { type: 'checkbox' })}
            />
            {values.selfScoring && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {dateInput('selfScoringOpensAt', t('contestAdmin.debutAutoSaisie'))}
                {dateInput('selfScoringClosesAt', t('contestAdmin.finAutoSaisie'))}
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
              {creating ? t('contestAdmin.creerContest') : t('contestAdmin.enregistrer')}
            </Button>
          </Group>
        )}
      </Stack>
    </SubmitForm>
  );
}

type ContestFormApi = UseFormReturnType<ContestFormValues>;

/** The number columns of a category row, as labelled for screen readers. */
const CATEGORY_NUMBERS = ['birthYearMin', 'birthYearMax', 'capacity'] as const;

/** 'Catégories': one row per category, its name, gender, birth years and capacity. */
function CategoriesSection({ form, readOnly }: { form: ContestFormApi; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const values = form.values;
  return (
    <AdminSection id="contest-categories" title={t('contestAdmin.categories')}>
      <TableError message={form.errors.categories} />
      <DataTable
        minWidth={640}
        verticalSpacing="xs"
        columns={[
          t('contestAdmin.nom'),
          t('contestAdmin.genre'),
          t('contestAdmin.neeApres'),
          t('contestAdmin.neeAvant'),
          t('contestAdmin.capacite'),
          { label: t('contestAdmin.retirer'), hidden: true },
        ]}
      >
        {values.categories.map((category, index) => (
          <Table.Tr key={category.key}>
            <Table.Td>
              <TextInput
                aria-label={t('contestAdmin.nomCategorie', { index: index + 1 })}
                disabled={readOnly}
                {...form.getInputProps(`categories.${index}.name`)}
              />
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={t('contestAdmin.genreCategorie', { index: index + 1 })}
                data={GENDER_OPTIONS}
                allowDeselect={false}
                disabled={readOnly}
                {...form.getInputProps(`categories.${index}.gender`)}
              />
            </Table.Td>
            {CATEGORY_NUMBERS.map((field) => (
              <Table.Td key={field}>
                <NumberField
                  aria-label={t('contestAdmin.categorie', { label: t(`contestAdmin.categoryNumber.${field}`), index: index + 1 })}
                  disabled={readOnly}
                  {...form.getInputProps(`categories.${index}.${field}`)}
                />
              </Table.Td>
            ))}
            <RemoveCell
              readOnly={readOnly}
              label={t('contestAdmin.retirerCategorie', { name: category.name || index + 1 })}
              disabled={values.categories.length === 1}
              onRemove={() => form.removeListItem('categories', index)}
            />
          </Table.Tr>
        ))}
      </DataTable>
      {!readOnly && <AddRowButton onAdd={() => form.insertListItem('categories', newCategory())}>{t('contestAdmin.ajouterCategorie')}</AddRowButton>}
    </AdminSection>
  );
}

/** 'Blocs': numbered 1 to N in the list's order, a gym boulder or a contest-only one with its colour; heights and fixed points when the format counts them. */
function BouldersSection({ form, readOnly, gymBoulders }: { form: ContestFormApi; readOnly: boolean; gymBoulders: GymBoulderOption[] }) {
  const t = useT(contestAdminCatalog);
  const values = form.values;
  const showPoints = values.format === 'scramble';
  const showHeight = values.format === 'vertical_gain';
  return (
    <AdminSection id="contest-boulders" title={t('contestAdmin.blocs')} description={t('contestAdmin.numerotes1DansOrdre')}>
      <TableError message={form.errors.boulders} />
      <DataTable
        minWidth={760}
        verticalSpacing="xs"
        columns={[
          { label: 'N°', w: 48 },
          t('contestAdmin.blocSalle'),
          t('contestAdmin.nom'),
          { label: t('contestAdmin.couleur'), w: 70 },
          { label: t('contestAdmin.zone'), w: 60 },
          showHeight && { label: t('contestAdmin.hauteurM'), w: 110 },
          showPoints && { label: t('contestAdmin.pointsFixes'), w: 110 },
          { label: t('contestAdmin.retirer'), hidden: true, w: 48 },
        ]}
      >
        {values.boulders.map((boulder, index) => (
          <Table.Tr key={boulder.key}>
            <Table.Td fw={600}>{index + 1}</Table.Td>
            <Table.Td>
              <Select
                aria-label={t('contestAdmin.blocSalleBloc', { index: index + 1 })}
                placeholder={t('contestAdmin.blocContestSeul')}
                searchable
                clearable
                disabled={readOnly}
                data={gymBoulders}
                value={boulder.boulderId === null ? null : String(boulder.boulderId)}
                nothingFoundMessage={t('contestAdmin.aucunBlocActifNom')}
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
                aria-label={t('contestAdmin.nomBloc', { index: index + 1 })}
                placeholder={t('contestAdmin.bloc', { index: index + 1 })}
                disabled={readOnly}
                {...form.getInputProps(`boulders.${index}.name`)}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                type="color"
                aria-label={t('contestAdmin.couleurBloc', { index: index + 1 })}
                disabled={readOnly}
                styles={{ input: { padding: 2, height: 36, width: 48 } }}
                value={boulder.color || '#888888'}
                onChange={(event) => form.setFieldValue(`boulders.${index}.color`, event.currentTarget.value)}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={t('contestAdmin.zoneSurBloc', { index: index + 1 })}
                disabled={readOnly}
                {...form.getInputProps(`boulders.${index}.zone`, { type: 'checkbox' })}
              />
            </Table.Td>
            {showHeight && (
              <Table.Td>
                <NumberField
                  aria-label={t('contestAdmin.hauteurBloc', { index: index + 1 })}
                  decimal
                  disabled={readOnly}
                  {...form.getInputProps(`boulders.${index}.heightM`)}
                />
              </Table.Td>
            )}
            {showPoints && (
              <Table.Td>
                <NumberField
                  aria-label={t('contestAdmin.pointsFixesBloc', { index: index + 1 })}
                  placeholder="15/10/5"
                  disabled={readOnly}
                  {...form.getInputProps(`boulders.${index}.points`)}
                />
              </Table.Td>
            )}
            <RemoveCell
              readOnly={readOnly}
              label={t('contestAdmin.retirerBloc', { index: index + 1 })}
              onRemove={() => form.removeListItem('boulders', index)}
            />
          </Table.Tr>
        ))}
      </DataTable>
      {!readOnly && <AddRowButton onAdd={() => form.insertListItem('boulders', newBoulder())}>{t('contestAdmin.ajouterBloc')}</AddRowButton>}
    </AdminSection>
  );
}

/** The last cell of an editable row: its remove button, empty when the contest is read only. */
function RemoveCell({ readOnly, label, disabled, onRemove }: { readOnly: boolean; label: string; disabled?: boolean; onRemove: () => void }) {
  return (
    <Table.Td>
      {!readOnly && (
        <ActionIcon variant="subtle" color="red" aria-label={label} disabled={disabled} onClick={onRemove}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      )}
    </Table.Td>
  );
}

/** 'Ajouter …' under an editable table. */
function AddRowButton({ onAdd, children }: { onAdd: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />} mt="xs" onClick={onAdd}>
      {children}
    </Button>
  );
}

/** What is wrong with a table of the form as a whole (no category, two boulders with one number). */
function TableError({ message }: { message: ReactNode }) {
  return message ? (
    <Text c="red" fz="sm" mb="sm" role="alert">
      {message}
    </Text>
  ) : null;
}
