import { Center, Loader, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BoulderDetail } from '../../../../shared/contract/boulder-writes';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../api/api-client';
import { boulderQueryOptions } from '../../../api/boulder-writes';
import { useGoBack } from '../../../hooks/use-go-back';
import { useCurrentGym } from '../../../api/current-gym';
import { useStoredUserId } from '../../../lib/storage';
import { useTags } from '../../../api/tags';
import { getNameSuggestions } from '../api/get-name-suggestions';
import { useGymSetters } from '../../../api/gym-setters';
import { useCreateBoulder, useUpdateBoulder } from '../api/save-boulder';
import { BoulderForm, type BoulderFormProps } from '../components/boulder-form';
import {
  createBody,
  newBoulderValues,
  nextBoulderValues,
  serverFieldErrors,
  updateBody,
  valuesOfBoulder,
  type BoulderFormValues,
} from '../lib/boulder-form-values';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { PageStack } from '../../../components/headings';
import { NoticeCard } from '../../../components/notice-card';

function FormFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <PageStack maw={960}>
      <div>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </PageStack>
  );
}

const NotAllowed = () => {
  const t = useT(routeSettingCatalog);
  return <NoticeCard>{t('routeSetting.votreAccesSalleEst')}</NoticeCard>;
};

/** The answer of a refused save, as the form shows it. */
function refusal(failure: unknown): Awaited<ReturnType<BoulderFormProps['onSubmit']>> {
  if (failure instanceof ApiError && failure.status === 400) {
    const errors = serverFieldErrors(failure.body);
    return Object.keys(errors).length > 0 ? { errors } : { alert: errorText(failure) };
  }
  return { alert: errorText(failure) };
}

/** /boulders/new 'Nouveau bloc' (docs/product.md › Route setting: screens). */
export function NewBoulderPage() {
  const t = useT(routeSettingCatalog);
  const current = useCurrentGym();
  const userId = useStoredUserId();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.boulders.path);
  const tags = useTags(current.gymId);
  const setters = useGymSetters(current.gymId);
  const create = useCreateBoulder();
  const initialValues = useMemo(() => newBoulderValues({ setterUuid: userId, today: new Date() }), [userId]);

  if (!current.gym || current.gymId === null) return <FormFrame title={t('routeSetting.nouveauBloc')}>{current.isPending ? <Loader /> : null}</FormFrame>;
  if (!current.canEdit)
    return (
      <FormFrame title={t('routeSetting.nouveauBloc')}>
        <NotAllowed />
      </FormFrame>
    );
  const gym = current.gym;
  const gymId = current.gymId;

  async function submit(values: BoulderFormValues, mode: 'save' | 'saveAndNext') {
    try {
      const boulder = await create.mutateAsync(createBody(values));
      notifications.show({
        color: 'teal',
        title: t('routeSetting.blocEnregistre'),
        message: t('routeSetting.estOuvertDansSecteur', { name: boulder.name, name2: boulder.sector.name }),
      });
      if (mode === 'save') {
        void navigate(paths.boulders.path);
        return null;
      }
      return { next: nextBoulderValues(values, gym.difficultySystem.find((d) => String(d.id) === values.difficultyId)?.corresponding_difficulty ?? null) };
    } catch (failure) {
      return refusal(failure);
    }
  }

  return (
    <FormFrame title={t('routeSetting.nouveauBloc')} subtitle={t('routeSetting.nouveauBloc2', { name: gym.name })}>
      <BoulderForm
        key={gymId}
        gym={gym}
        tags={tags.data}
        setters={setters.data}
        initialValues={initialValues}
        creating
        onSubmit={submit}
        suggestName={() =>
          getNameSuggestions(gymId)
            .then((names) => names[0])
            .catch(() => undefined)
        }
        onCancel={goBack}
      />
    </FormFrame>
  );
}

/** /boulders/{id}/edit 'Modifier le bloc': saves with the version it was loaded at; a stale one shows the new values. */
export function EditBoulderPage() {
  const t = useT(routeSettingCatalog);
  const current = useCurrentGym();
  const goBack = useGoBack(paths.boulders.path);
  const boulderId = Number(useParams().boulderId);
  const tags = useTags(current.gymId);
  const setters = useGymSetters(current.gymId);
  const boulder = useQuery({ ...boulderQueryOptions(current.gymId ?? 0, boulderId), enabled: current.gymId !== null && Number.isInteger(boulderId) });
  const update = useUpdateBoulder();
  const queryClient = useQueryClient();

  if (boulder.isError) {
    return (
      <FormFrame title={t('routeSetting.modifierBloc')}>
        <NoticeCard>{errorText(boulder.error, t('routeSetting.blocExisteAppartientVos'))}</NoticeCard>
      </FormFrame>
    );
  }
  if (!current.gym || !boulder.data)
    return (
      <FormFrame title={t('routeSetting.modifierBloc')}>
        <Center py="xl">
          <Loader />
        </Center>
      </FormFrame>
    );
  if (!current.canEdit)
    return (
      <FormFrame title={t('routeSetting.modifierBloc')}>
        <NotAllowed />
      </FormFrame>
    );
  const gym = current.gym;
  const loaded: BoulderDetail = boulder.data;
  const initial = valuesOfBoulder(loaded, gym.has_additionnal_difficulty_grading);

  async function submit(values: BoulderFormValues) {
    try {
      const saved = await update.mutateAsync({ id: loaded.id, body: updateBody(values, initial, loaded.version) });
      notifications.show({ color: 'teal', title: t('routeSetting.blocEnregistre'), message: t('routeSetting.eteModifie', { name: saved.name }) });
      goBack();
      return null;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const latest = (failure.body as { current?: BoulderDetail }).current;
        // Show what the other person saved; the next save starts from that version.
        if (latest) queryClient.setQueryData(boulderQueryOptions(current.gymId ?? 0, loaded.id).queryKey, latest);
        if (latest) return { alert: t('routeSetting.staleBoulder'), next: valuesOfBoulder(latest, gym.has_additionnal_difficulty_grading) };
      }
      return refusal(failure);
    }
  }

  return (
    <FormFrame
      title={t('routeSetting.modifierBloc')}
      subtitle={t('routeSetting.secteurCode', { name: loaded.name, name2: loaded.sector.name, code: loaded.code })}
    >
      <BoulderForm
        key={loaded.id}
        gym={gym}
        tags={tags.data}
        setters={setters.data}
        initialValues={initial}
        creating={false}
        onSubmit={submit}
        onCancel={goBack}
      />
    </FormFrame>
  );
}
