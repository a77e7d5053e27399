import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { GymSetup } from '../../../../../shared/contract/gym-setup';
import { errorText } from '../../../../api/api-client';
import { useSetCycle } from '../../api/gym-setup';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';
import { SectionHeading } from '../../../../components/section-card';

/** Paramètres › Cycle (docs/product.md › Route setting: screens): the default days between an opening and its planned dismantling. */
export function CyclePanel({ setup }: { setup: GymSetup }) {
  const t = useT(settingsCatalog);
  const save = useSetCycle(setup.gymId);
  const [days, setDays] = useState(String(setup.resetCycleDays));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // A text field (not NumberInput, whose formatting library weighs on the page): the server checks 1 to 365.
    const value = /^\d{1,3}$/.test(days.trim()) ? Number(days.trim()) : NaN;
    save.mutate(value, {
      onSuccess: (answer) => {
        setError(null);
        notifications.show({ color: 'teal', message: t('settings.cycleEnregistreJours', { resetCycleDays: answer.resetCycleDays }) });
      },
      onError: (e) => setError(errorText(e)),
    });
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="cycle-title" maw={560}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SectionHeading id="cycle-title" title={t('settings.cycleRenouvellement')}>
            {t('settings.nombreJoursEntreOuverture')}
          </SectionHeading>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('settings.cycleJours')}
              inputMode="numeric"
              value={days}
              onChange={(event) => setDays(event.currentTarget.value)}
              error={error}
              w={140}
              maxLength={3}
            />
            <Button type="submit" mt={25} loading={save.isPending}>
              {t('settings.enregistrer')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
