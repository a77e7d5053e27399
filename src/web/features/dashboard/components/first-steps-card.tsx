import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDownload, IconRocket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FirstStepKey } from '../../../../shared/contract/constants';
import { paths } from '../../../config/paths';
import { apiClient, errorText } from '../../../api/api-client';
import { PublishGymButton } from '../../../components/publish-gym-button';
import { saveBlob } from '../../../lib/download';
import { queryKeys } from '../../../api/query-keys';
import { useFirstSteps, useHideFirstSteps } from '../api/get-first-steps';
import { useT } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

const settingsTab = (tab: string) => `${paths.parameters.path}?onglet=${tab}`;

/** Where each step is done (docs/product.md › Going live: first steps and empty gyms); its label and hint are `dashboard.step.{key}.label` and `.hint`. */
const STEPS: Record<FirstStepKey, { to?: string }> = {
  plan: { to: settingsTab('secteurs') },
  sectors: { to: settingsTab('secteurs') },
  circuits: { to: settingsTab('circuits') },
  boulders: { to: paths.boulderNew.path },
  team: { to: settingsTab('ouvreurs') },
  poster: {},
  publish: {},
};

function PosterButton({ gymId }: { gymId: number }) {
  const t = useT(dashboardCatalog);
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await apiClient.get<Blob>(gymPaths.poster(gymId)), 'affiche-gaston.pdf');
      await client.invalidateQueries({ queryKey: queryKeys.firstSteps(gymId) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('dashboard.affichePuEtreTelechargee'), message: errorText(error) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden="true" />} loading={loading} onClick={() => void download()}>
      {t('dashboard.telechargerAffiche')}
    </Button>
  );
}

/**
 * 'Premiers pas' at the top of the dashboard while the gym is not fully set up: each step ticked
 * from the data, with its link. 'Masquer' hides it for this person.
 */
export function FirstStepsCard({ gymId, isAdmin }: { gymId: number; isAdmin: boolean }) {
  const t = useT(dashboardCatalog);
  const steps = useFirstSteps(gymId);
  const hide = useHideFirstSteps(gymId);
  if (!steps.data || steps.data.hidden || steps.data.steps.every((s) => s.done)) return null;
  const doneCount = steps.data.steps.filter((s) => s.done).length;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="first-steps-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              <IconRocket size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} fz="lg" id="first-steps-title">
                {t('dashboard.premiersPas')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('dashboard.etapeSurVotreSalle', { doneCount, stepsCount: steps.data.steps.length })}
              </Text>
            </div>
          </Group>
          <Button variant="subtle" size="xs" color="gray" loading={hide.isPending} onClick={() => hide.mutate()}>
            {t('dashboard.masquer')}
          </Button>
        </Group>
        <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.data.steps.map(({ key, done }, index) => {
            const step = STEPS[key];
            return (
              <Group
                key={key}
                component="li"
                justify="space-between"
                gap="sm"
                py={8}
                wrap="nowrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={24} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden="true">
                    {done ? <IconCheck size={14} /> : <span style={{ fontSize: 12 }}>{index + 1}</span>}
                  </ThemeIcon>
                  <div>
                    <Text fw={600} fz="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
                      {t(`dashboard.step.${key}.label`)}
                      <VisuallyHidden>{done ? t('dashboard.fait') : t('dashboard.faire')}</VisuallyHidden>
                    </Text>
                    {!done && (
                      <Text fz="xs" c="dimmed">
                        {t(`dashboard.step.${key}.hint`)}
                      </Text>
                    )}
                  </div>
                </Group>
                {!done && key === 'poster' && <PosterButton gymId={gymId} />}
                {!done && key === 'publish' && isAdmin && <PublishGymButton gymId={gymId} />}
                {!done && step.to && (
                  <Group gap="sm" wrap="nowrap">
                    {key === 'boulders' && (
                      <Anchor component={Link} to={settingsTab('import')} fz="sm">
                        {t('dashboard.importezVotreCatalogue')}
                      </Anchor>
                    )}
                    <Anchor component={Link} to={step.to} fz="sm" fw={600}>
                      {key === 'boulders' ? t('dashboard.nouveauBloc') : t('dashboard.ouvrir')}
                    </Anchor>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
