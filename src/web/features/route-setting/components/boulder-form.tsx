import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconDice5, IconPhoto } from '@tabler/icons-react';
import { errorText } from '../../../api/api-client';
import { useUploadPhoto, type UploadedPhoto } from '../../../api/upload-photo';
import { useEffect, useRef, useState } from 'react';
import type { GymInfo, TagsList } from '../../../../shared/contract/gyms';
import type { Person } from '../../../../shared/contract/boulder-writes';
import { DateTextInput } from '../../../components/date-text-input';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { HoldColorDot } from '../../../components/hold-color-dot';
import { gradeChoices, type BoulderFormValues } from '../lib/boulder-form-values';
import { SetupHint } from '../../../components/setup-hint';
import { PlanField } from './plan-field';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';

export type SubmitMode = 'save' | 'saveAndNext';

export interface BoulderFormProps {
  gym: GymInfo;
  tags: TagsList | undefined;
  setters: Person[] | undefined;
  initialValues: BoulderFormValues;
  /** Creation offers 'Enregistrer et ajouter le suivant'. */
  creating: boolean;
  /** Saves; answers the errors by field, or the values to show next (null: leave the form). */
  onSubmit: (
    values: BoulderFormValues,
    mode: SubmitMode,
  ) => Promise<{ errors?: Partial<Record<keyof BoulderFormValues, string>>; next?: BoulderFormValues; alert?: string } | null>;
  suggestName?: () => Promise<string | undefined>;
  onCancel: () => void;
}

const personLabel = (p: Person) => `${p.firstName} ${p.lastName}`;

/** 'Photo' (docs/product.md › Route setting: validation): uploaded at once, resized and stripped of its metadata by the server. */
function PhotoField({ pictureUrl, error, onChange }: { pictureUrl: string | null; error?: string; onChange: (photo: UploadedPhoto | null) => void }) {
  const t = useT(routeSettingCatalog);
  const upload = useUploadPhoto();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Text fz="sm" fw={500} mb={6}>
        {t('routeSetting.photo')}
      </Text>
      <Group gap="md" align="center">
        {pictureUrl ? (
          <Image src={pictureUrl} alt={t('routeSetting.photoBloc')} w={120} h={90} fit="cover" radius="sm" />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('routeSetting.photo2')}
          </Text>
        )}
        <Button component="label" variant="light" size="xs" leftSection={<IconPhoto size={14} aria-hidden="true" />} loading={upload.isPending}>
          {pictureUrl ? t('routeSetting.changerPhoto') : t('routeSetting.ajouterPhoto')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t('routeSetting.photoBlocJpegPng')}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) upload.mutate(file, { onSuccess: onChange });
            }}
          />
        </Button>
        {pictureUrl && (
          <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
            {t('routeSetting.retirer')}
          </Button>
        )}
      </Group>
      {(upload.isError || error) && (
        <Text fz="sm" c="red" mt={6} role="alert">
          {upload.isError ? errorText(upload.error) : error}
        </Text>
      )}
      <Text fz="xs" c="dimmed" mt={6}>
        {t('routeSetting.jpegPngWebp15')}
      </Text>
    </Paper>
  );
}

/** The boulder form of docs/product.md › Route setting: screens: every field with its French label, the defaults, and the server's errors by field. */
export function BoulderForm({ gym, tags, setters, initialValues, creating, onSubmit, suggestName, onCancel }: BoulderFormProps) {
  const t = useT(routeSettingCatalog);
  const form = useForm<BoulderFormValues>({ mode: 'controlled', initialValues });
  const [submitting, setSubmitting] = useState<SubmitMode | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const circuit = gym.difficultySystem.find((d) => String(d.id) === form.values.difficultyId);
  const offerName = useSuggestedName(form, creating, suggestName);

  async function submit(mode: SubmitMode) {
    if (submitting) return;
    setSubmitting(mode);
    setAlert(null);
    try {
      const outcome = await onSubmit(form.getValues(), mode);
      if (!outcome) return;
      if (outcome.errors) form.setErrors(outcome.errors);
      if (outcome.alert) setAlert(outcome.alert);
      if (outcome.next) {
        form.setValues(outcome.next);
        form.resetDirty(outcome.next);
        form.clearErrors();
        nameRef.current?.focus();
        offerName(!outcome.next.name);
      }
    } finally {
      setSubmitting(null);
    }
  }

  const circuitOptions = gym.difficultySystem.map((d) => ({ value: String(d.id), label: `${d.name} (${d.corresponding_difficulty})` }));
  const tagOptions = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit('save');
      }}
    >
      <Stack gap="lg">
        {(gym.sectors.length === 0 || gym.difficultySystem.length === 0) && (
          <Alert variant="light" color="ochre" title={t('routeSetting.ilManqueQuoiRanger')}>
            {gym.sectors.length === 0 && <SetupHint kind="sectors" c="dark" />}
            {gym.difficultySystem.length === 0 && <SetupHint kind="circuits" c="dark" />}
          </Alert>
        )}
        {alert && (
          <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {alert}
          </Alert>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label={t('routeSetting.nom')}
              required
              maxLength={60}
              ref={nameRef}
              data-autofocus
              rightSection={
                suggestName && (
                  <Tooltip label={t('routeSetting.proposerAutreNom')}>
                    <ActionIcon variant="subtle" aria-label={t('routeSetting.proposerAutreNom')} onClick={() => offerName(true, true)}>
                      <IconDice5 size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                )
              }
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('routeSetting.secteur')}
                required
                data={gym.sectors.map((s) => ({ value: String(s.id), label: s.name }))}
                allowDeselect={false}
                {...form.getInputProps('sectorId')}
              />
              <Select
                label={t('routeSetting.circuit')}
                required
                data={circuitOptions}
                allowDeselect={false}
                leftSection={circuit ? <CircuitIcon circuit={circuit} size={18} /> : undefined}
                renderOption={({ option }) => {
                  const d = gym.difficultySystem.find((c) => String(c.id) === option.value);
                  return (
                    <Group gap="xs" wrap="nowrap">
                      {d && <CircuitIcon circuit={d} size={18} />}
                      <Text fz="sm">{option.label}</Text>
                    </Group>
                  );
                }}
                {...form.getInputProps('difficultyId')}
                onChange={(value) => {
                  form.setFieldValue('difficultyId', value);
                  // The sub-level starts at the circuit's grade.
                  form.setFieldValue('grade', gym.difficultySystem.find((d) => String(d.id) === value)?.corresponding_difficulty ?? null);
                }}
              />
              <Select
                label={t('routeSetting.sousNiveau')}
                required
                data={gradeChoices(circuit?.corresponding_difficulty)}
                allowDeselect={false}
                {...form.getInputProps('grade')}
              />
              {gym.has_additionnal_difficulty_grading && (
                <Stack gap={4}>
                  <Text fz="sm" fw={500}>
                    {t('routeSetting.niveau')}
                  </Text>
                  <SegmentedControl
                    data={['1', '2', '3'].map((value) => ({ value, label: t('routeSetting.niveau3', { value }) }))}
                    value={form.values.level ?? '2'}
                    onChange={(value) => form.setFieldValue('level', value)}
                  />
                </Stack>
              )}
              {gym.is_custom_difficulty_system_color && (
                <Select
                  label={t('routeSetting.couleurPrises')}
                  clearable
                  data={gym.colors.map((c) => ({ value: String(c.id), label: c.name }))}
                  leftSection={
                    form.values.colorId ? (
                      <HoldColorDot
                        colorId={Number(form.values.colorId)}
                        colorCode={gym.colors.find((c) => String(c.id) === form.values.colorId)?.color_code}
                      />
                    ) : undefined
                  }
                  renderOption={({ option }) => (
                    <Group gap="xs">
                      <HoldColorDot colorId={Number(option.value)} colorCode={gym.colors.find((c) => String(c.id) === option.value)?.color_code} />
                      <Text fz="sm">{option.label}</Text>
                    </Group>
                  )}
                  {...form.getInputProps('colorId')}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select label={t('routeSetting.inclinaison')} clearable data={tagOptions(tags?.tag_steepness)} {...form.getInputProps('tagSteepnessId')} />
              <Select label={t('routeSetting.prises')} clearable data={tagOptions(tags?.tag_grips)} {...form.getInputProps('tagGripsId')} />
              <Select label={t('routeSetting.mouvement')} clearable data={tagOptions(tags?.tag_style)} {...form.getInputProps('tagStyleId')} />
            </SimpleGrid>
            <MultiSelect
              label={t('routeSetting.ouvreurS')}
              required
              searchable
              data={(setters ?? []).map((p) => ({ value: p.uuid, label: personLabel(p) }))}
              {...form.getInputProps('setterUuids')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DateTextInput label={t('routeSetting.dateOuverture')} {...form.getInputProps('openingDate')} />
              <DateTextInput
                label={t('routeSetting.demontagePrevu')}
                placeholder={t('routeSetting.celuiSecteur')}
                {...form.getInputProps('plannedDismantling')}
              />
              {/* Plain text with a decimal keypad: a number widget would weigh more than the whole form. */}
              <TextInput label={t('routeSetting.hauteurM')} inputMode="decimal" maxLength={5} {...form.getInputProps('height')} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <PhotoField
          pictureUrl={form.values.pictureUrl}
          error={form.errors.mediaId as string | undefined}
          onChange={(photo) => form.setValues({ mediaId: photo?.id ?? null, pictureUrl: photo?.thumbnailUrl ?? null })}
        />

        <PlanField gym={gym} form={form} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting !== null}>
            {t('routeSetting.retour')}
          </Button>
          {creating && (
            <Button variant="light" onClick={() => void submit('saveAndNext')} loading={submitting === 'saveAndNext'} disabled={submitting === 'save'}>
              {t('routeSetting.enregistrerAjouterSuivant')}
            </Button>
          )}
          <Button type="submit" loading={submitting === 'save'} disabled={submitting === 'saveAndNext'}>
            {t('routeSetting.enregistrer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A suggested name arrives later: it fills an empty field (or replaces the name when asked with the dice),
 * and only if nobody typed in the field meanwhile: a name typed before the page's first suggestion arrived
 * once got replaced by it. A new boulder gets a suggested name, as does the next one.
 */
function useSuggestedName(form: UseFormReturnType<BoulderFormValues>, creating: boolean, suggestName: BoulderFormProps['suggestName']) {
  const offerName = (wanted: boolean, replacing = false) => {
    if (!suggestName || !wanted) return;
    const before = form.getValues().name;
    if (before && !replacing) return;
    void suggestName().then((name) => {
      if (name && form.getValues().name === before) form.setFieldValue('name', name);
    });
  };
  useEffect(() => {
    offerName(creating && !form.values.name);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form starts a new boulder
  }, [creating, form.values.difficultyId === null && form.values.name === '']);
  return offerName;
}
