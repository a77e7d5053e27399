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

export const FIRST_STEPS_TITLE = 'Premiers pas';

const settingsTab = (tab: string) => `${paths.parameters.path}?onglet=${tab}`;

/** Each step's label and where it is done (go-live.md §6). */
const STEPS: Record<FirstStepKey, { label: string; hint: string; to?: string }> = {
  plan: { label: 'Plan de la salle', hint: 'Ajoutez la photo ou le plan de la salle.', to: settingsTab('secteurs') },
  sectors: { label: 'Secteurs', hint: 'Dessinez au moins un secteur sur le plan.', to: settingsTab('secteurs') },
  circuits: { label: 'Circuits', hint: 'Créez les circuits (couleurs) de la salle.', to: settingsTab('circuits') },
  boulders: { label: 'Blocs', hint: 'Ouvrez votre premier bloc.', to: paths.boulderNew.path },
  team: { label: 'Équipe', hint: 'Invitez vos ouvreurs par e-mail.', to: settingsTab('ouvreurs') },
  poster: { label: 'Affiche pour les grimpeurs', hint: 'Imprimez l’affiche avec son QR code pour l’entrée de la salle.' },
  publish: { label: 'Publier la salle', hint: 'Les grimpeurs la trouvent dans l’application.' },
};

function PosterButton({ gymId }: { gymId: number }) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveBlob(await apiClient.get<Blob>(`/api/gyms/${gymId}/poster.pdf`), 'affiche-gaston.pdf');
      await client.invalidateQueries({ queryKey: queryKeys.firstSteps(gymId) });
    } catch (error) {
      notifications.show({ color: 'red', title: 'L’affiche n’a pas pu être téléchargée', message: errorText(error) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden="true" />} loading={loading} onClick={() => void download()}>
      Télécharger l’affiche
    </Button>
  );
}

/**
 * 'Premiers pas' at the top of the dashboard while the gym is not fully set up: each step ticked
 * from the data, with its link. 'Masquer' hides it for this person.
 */
export function FirstStepsCard({ gymId, isAdmin }: { gymId: number; isAdmin: boolean }) {
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
                {FIRST_STEPS_TITLE}
              </Title>
              <Text c="dimmed" fz="sm">
                {doneCount} étape{doneCount > 1 ? 's' : ''} sur {steps.data.steps.length} : votre salle se prépare.
              </Text>
            </div>
          </Group>
          <Button variant="subtle" size="xs" color="gray" loading={hide.isPending} onClick={() => hide.mutate()}>
            Masquer
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
                      {step.label}
                      <VisuallyHidden>{done ? ' : fait' : ' : à faire'}</VisuallyHidden>
                    </Text>
                    {!done && (
                      <Text fz="xs" c="dimmed">
                        {step.hint}
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
                        ou importez votre catalogue
                      </Anchor>
                    )}
                    <Anchor component={Link} to={step.to} fz="sm" fw={600}>
                      {key === 'boulders' ? 'Nouveau bloc' : 'Ouvrir'}
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
