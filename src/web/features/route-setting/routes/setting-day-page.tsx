import { DraftStatus, OpeningStep, OtherDrafts, RefusalList, SectorStep, type SaveStatus } from '../components/setting-day-sections';
import { DATE_FIELDS, fieldErrors, typedDateErrors, ValidationResult, type DateField } from '../components/validation-result';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ValidationAnswer } from '../../../../shared/contract/setting-sessions';
import { addCalendarDays, formatInputDate, parseInputDate } from '../../../../shared/domain/dates';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ApiError, errorText } from '../../../api/api-client';
import { useCurrentGym } from '../../../api/current-gym';
import { SettingTabs } from '../components/setting-tabs';
import { queryKeys } from '../../../api/query-keys';
import { useStoredUserId } from '../../../lib/storage';
import { useTags } from '../../../api/tags';
import { getNameSuggestions } from '../api/get-name-suggestions';
import { useGymSetters } from '../../../api/gym-setters';
import { createDraft, updateDraft, useDiscardDraft, useDrafts, useSectorWall, useValidateDraft } from '../api/setting-sessions';
import { SettingGrid } from '../components/setting-grid';
import { SettingPlan } from '../components/setting-plan';
import { emptyRow, newSettingDay, sessionBody, stateOfSession, type SettingDayState } from '../lib/setting-day';
import { SetupHint } from '../../../components/setup-hint';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { PageHeading, PageStack } from '../../../components/headings';
import { NoticeCard } from '../../../components/notice-card';

const SAVE_DELAY_MS = 1200;

/** /setting 'Séance d'ouverture' (docs/product.md › Route setting: screens): a whole reset day on one screen, kept as a draft until validated. */
export function SettingDayPage() {
  const t = useT(routeSettingCatalog);
  const current = useCurrentGym();
  if (!current.gym || current.gymId === null) {
    return <Frame>{current.isPending ? <Loader /> : <Text c="dimmed">{t('routeSetting.choisisSallePourPreparer')}</Text>}</Frame>;
  }
  if (!current.canEdit) {
    return (
      <Frame>
        <NoticeCard>{t('routeSetting.votreAccesSalleEst2')}</NoticeCard>
      </Frame>
    );
  }
  return (
    <Frame>
      <SettingDay key={current.gymId} gymId={current.gymId} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const t = useT(routeSettingCatalog);
  return (
    <PageStack maw={1400}>
      <PageHeading title={t('routeSetting.seanceOuverture')}>{t('routeSetting.choisisSecteurGardeDemonte')}</PageHeading>
      <SettingTabs />
      {children}
    </PageStack>
  );
}

function SettingDay({ gymId }: { gymId: number }) {
  const t = useT(routeSettingCatalog);
  const { gym } = useCurrentGym();
  const userId = useStoredUserId();
  const tags = useTags(gymId);
  const setters = useGymSetters(gymId);
  const drafts = useDrafts(gymId);
  const discard = useDiscardDraft(gymId);
  const validate = useValidateDraft(gymId);
  const [state, setState] = useState<SettingDayState>(() => newSettingDay(userId, new Date()));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The validation's answer is kept in the page's history entry: back from its labels or its
  // announcement, the setter finds it again.
  const location = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState<ValidationAnswer | null>(() => (location.state as { validated?: ValidationAnswer } | null)?.validated ?? null);
  const keepResult = (validated: ValidationAnswer | null) => {
    setResult(validated);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: validated ? { validated } : null });
  };
  const [askStrip, setAskStrip] = useState(false);
  const [leftDates, setLeftDates] = useState<Set<DateField>>(new Set());
  const validating = useRef(false);
  const wall = useSectorWall(userId, gymId, state.sectorId ? Number(state.sectorId) : null);
  const nextName = useNameSuggestions(gymId, setState);
  const { save, edited, status, setStatus, sessionId, dirty } = useDraftSave(gymId, state.sessionId, setState, setErrors);

  function change(next: Partial<SettingDayState>) {
    edited();
    setErrors({});
    setState((s) => ({ ...s, ...next }));
  }

  // Dates the calendar refuses are caught as typed: such a draft is not sent (the server would refuse it too).
  const dateErrors = typedDateErrors(state);
  const hasDateErrors = Object.keys(dateErrors).length > 0;

  // The draft is kept on the server as it is typed (resumable from another device).
  useEffect(() => {
    if (!dirty.current || result || validating.current) return;
    if (hasDateErrors) {
      setStatus({ kind: 'failed', message: t('routeSetting.dateEstIncompleteExiste') });
      return;
    }
    const timer = setTimeout(() => void save(state), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the state it is given
  }, [state]);

  /**
   * 'Valider l'ouverture' validates exactly what the screen shows: refused while a field is in
   * error, then the screen is saved, and only once that save succeeded is the draft validated (a
   * failed save used to fall back to the last autosaved draft, validating what nobody saw). When
   * boulders will be stripped, the setter is asked first, with their number.
   */
  function requestValidation() {
    if (hasDateErrors) {
      setLeftDates(new Set(DATE_FIELDS));
      setErrors(dateErrors);
      return;
    }
    if (toStrip > 0) setAskStrip(true);
    else void confirm();
  }

  async function confirm() {
    setAskStrip(false);
    validating.current = true;
    try {
      const id = await save(state);
      if (id === null) {
        setErrors((shown) => (Object.keys(shown).length > 0 ? shown : { error: [t('routeSetting.brouillonPuEtreEnregistre')] }));
        return;
      }
      const answer = await validate.mutateAsync(id);
      keepResult(answer);
      notifications.show({
        color: 'teal',
        title: t('routeSetting.ouvertureValidee'),
        message: t('routeSetting.blocsOuvertsDemontes', { bouldersCount: answer.boulders.length, stripped: answer.stripped }),
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setErrors(fieldErrors(failure.body));
      else setErrors({ error: [errorText(failure)] });
    } finally {
      validating.current = false;
    }
  }

  if (!gym) return null;
  if (result)
    return (
      <ValidationResult
        answer={result}
        sectorName={gym.sectors.find((s) => s.id === result.opening.sectorId)?.name ?? ''}
        onAgain={() => {
          keepResult(null);
          sessionId.current = null;
          setState(newSettingDay(userId, new Date()));
          setStatus({ kind: 'idle' });
        }}
      />
    );

  const openingDay = parseInputDate(state.openingDate);
  const defaultPlanned = openingDay ? formatInputDate(addCalendarDays(openingDay, gym.resetCycleDays)) : '';
  const onWall = wall.data ?? [];
  const toStrip = onWall.filter((route) => !state.keptBoulderIds.includes(route.id)).length;
  const sectorName = gym.sectors.find((s) => String(s.id) === state.sectorId)?.name ?? '';
  const dateError = (field: DateField) => errors[field]?.[0] ?? (leftDates.has(field) ? dateErrors[field]?.[0] : undefined);
  const leave = (field: DateField) => setLeftDates((left) => new Set([...left, field]));
  const otherDrafts = (drafts.data ?? []).filter((d) => d.id !== state.sessionId);

  return (
    <Stack gap="lg">
      <OtherDrafts
        gym={gym}
        drafts={otherDrafts}
        onResume={(draft) => {
          dirty.current = false;
          setErrors({});
          sessionId.current = draft.id;
          setState(stateOfSession(draft));
          setStatus({ kind: 'saved', at: new Date(draft.updatedAt) });
        }}
        onDiscard={(id) => discard.mutate(id)}
      />

      {(gym.sectors.length === 0 || gym.difficultySystem.length === 0) && (
        <Alert variant="light" color="ochre" title={t('routeSetting.salleEstEncorePrete')}>
          {gym.sectors.length === 0 && <SetupHint kind="sectors" c="dark" />}
          {gym.difficultySystem.length === 0 && <SetupHint kind="circuits" c="dark" />}
        </Alert>
      )}

      <SectorStep gym={gym} state={state} wall={wall} error={errors.sectorId?.[0]} change={change} />

      <OpeningStep
        gym={gym}
        state={state}
        setters={setters.data}
        defaultPlanned={defaultPlanned}
        dateError={dateError}
        setterError={errors.setterUuids?.[0]}
        onLeave={leave}
        change={change}
      />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="sm">
          {t('routeSetting.3NouveauxBlocs')}
        </Title>
        <SettingGrid
          gym={gym}
          tags={tags.data}
          setters={setters.data}
          rows={state.rows}
          onChange={(rows) => change({ rows: rows.length > 0 ? rows : [emptyRow()] })}
          nextName={nextName}
        />
      </Paper>

      <SettingPlan gym={gym} sectorId={state.sectorId} rows={state.rows} onChange={(rows) => change({ rows })} />

      <RefusalList messages={Object.values(errors).flat()} />

      <Group justify="space-between" wrap="wrap">
        <DraftStatus status={status} />
        <Button
          size="md"
          leftSection={<IconCheck size={18} aria-hidden="true" />}
          onClick={requestValidation}
          loading={validate.isPending}
          disabled={!state.sectorId}
        >
          {t('routeSetting.validerOuverture')}
        </Button>
      </Group>
      <ConfirmModal
        cancelLabel={t('routeSetting.cancel')}
        opened={askStrip}
        title={t('routeSetting.validerOuverture')}
        confirmLabel={t('routeSetting.validerDemonter')}
        danger
        onConfirm={() => void confirm()}
        onClose={() => setAskStrip(false)}
      >
        {toStrip > 1
          ? t('routeSetting.blocsSerontDemontesCeux', { toStrip, sectorName, openingDate: state.openingDate })
          : t('routeSetting.1BlocSeraDemonte', { sectorName, openingDate: state.openingDate })}
      </ConfirmModal>
    </Stack>
  );
}

/** Suggested names, fetched in a batch and handed out one per new row (the first row takes one as they arrive). */
function useNameSuggestions(gymId: number, setState: Dispatch<SetStateAction<SettingDayState>>) {
  const names = useRef<string[]>([]);
  const nextName = () => names.current.shift() ?? '';
  useEffect(() => {
    void getNameSuggestions(gymId, 60)
      .then((list) => {
        names.current = list;
        setState((s) => (s.rows.length === 1 && s.rows[0]!.name === '' ? { ...s, rows: [{ ...s.rows[0]!, name: nextName() }] } : s));
      })
      .catch(() => undefined);
  }, [gymId, setState]);
  return nextName;
}

/**
 * Saves the session as it stands (creating the draft on its first save); answers its id. Saves
 * run one after the other, so that a second save never creates a second draft.
 */
function useDraftSave(
  gymId: number,
  initialSessionId: number | null,
  setState: Dispatch<SetStateAction<SettingDayState>>,
  setErrors: (errors: Record<string, string[]>) => void,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const sessionId = useRef<number | null>(initialSessionId);
  const dirty = useRef(false);
  // Counts the edits, so that a save of an older screen does not say the newer one is saved.
  const edits = useRef(0);
  const saving = useRef<Promise<number | null> | null>(null);
  /** An edit: the page says the draft is being saved until a save of this screen has succeeded. */
  function edited() {
    dirty.current = true;
    edits.current += 1;
    setStatus({ kind: 'saving' });
  }
  function save(snapshot: SettingDayState): Promise<number | null> {
    const editsSaved = edits.current;
    const run = async (): Promise<number | null> => {
      if (!snapshot.sectorId) {
        setStatus({ kind: 'idle' });
        return null;
      }
      setStatus({ kind: 'saving' });
      try {
        const body = sessionBody(snapshot);
        const id = sessionId.current;
        const saved = id === null ? await createDraft(gymId, body) : await updateDraft(gymId, id, body);
        sessionId.current = saved.id;
        setState((s) => (s.sessionId === null ? { ...s, sessionId: saved.id } : s));
        if (edits.current === editsSaved) {
          dirty.current = false;
          setStatus({ kind: 'saved', at: new Date() });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.settingSessions(gymId) });
        return saved.id;
      } catch (failure) {
        setStatus({ kind: 'failed', message: errorText(failure) });
        if (failure instanceof ApiError && failure.status === 400) setErrors(fieldErrors(failure.body));
        return null;
      }
    };
    const next = (saving.current ?? Promise.resolve(null)).then(run, run);
    saving.current = next;
    return next;
  }
  return { save, edited, status, setStatus, sessionId, dirty };
}
