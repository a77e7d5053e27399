import { Alert, Anchor, Button, Code, CopyButton, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OccupancySettings } from '../../../../../shared/contract/occupancy';
import { climberApiPaths } from '../../../../../shared/contract/climber-api-paths';
import { errorText } from '../../../../api/api-client';
import { fieldErrorsOf } from '../../../../api/field-errors';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { paths } from '../../../../config/paths';
import { settingsCatalog } from '../../../../lib/catalogs/settings';
import { useT } from '../../../../lib/i18n';
import { formatDay, formatTime } from '../../../../lib/locale-format';
import { useMakeCounterToken, useOccupancySettings, useRemoveCounterToken, useSaveOccupancySettings } from '../../api/occupancy-settings';
import { SectionHeading } from '../../../../components/section-card';

/** Paramètres › Affluence (docs/occupancy.md): shown or not, the capacity, and the entry counter's token. */
export function OccupancyPanel({ gymId }: { gymId: number }) {
  const settings = useOccupancySettings(gymId);
  if (settings.isError) return <Alert color="red">{errorText(settings.error)}</Alert>;
  if (!settings.data) return null;
  return (
    <Stack gap="lg" maw={640}>
      <DisplayForm key={`${settings.data.enabled}-${settings.data.capacity}`} gymId={gymId} settings={settings.data} />
      <CounterCard gymId={gymId} settings={settings.data} />
    </Stack>
  );
}

function DisplayForm({ gymId, settings }: { gymId: number; settings: OccupancySettings }) {
  const t = useT(settingsCatalog);
  const save = useSaveOccupancySettings(gymId);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [capacity, setCapacity] = useState(settings.capacity === null ? '' : String(settings.capacity));
  const errors = fieldErrorsOf(save.error, ['enabled', 'capacity'] as const);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = capacity.trim();
    // A text field (not NumberInput, whose formatting library weighs on the page): the server checks 1 to 100 000.
    const value = typed === '' ? null : /^\d{1,6}$/.test(typed) ? Number(typed) : NaN;
    save.mutate({ enabled, capacity: value }, { onSuccess: () => notifications.show({ color: 'teal', message: t('settings.affluence.saved') }) });
  };
  const publicPath = paths.publicGym.path.replace(':gymId', String(gymId));
  const publicAddress = `${window.location.origin}${publicPath}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="occupancy-title">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <SectionHeading id="occupancy-title" title={t('settings.affluence.title')}>
            {t('settings.affluence.intro')}
          </SectionHeading>
          <Switch
            label={t('settings.affluence.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            error={errors.enabled}
          />
          <TextInput
            label={t('settings.affluence.capacity')}
            description={t('settings.affluence.capacityHint')}
            inputMode="numeric"
            value={capacity}
            onChange={(event) => setCapacity(event.currentTarget.value)}
            error={errors.capacity}
            maw={360}
            maxLength={6}
          />
          {save.isError && !errors.capacity && !errors.enabled && <Alert color="red">{errorText(save.error)}</Alert>}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('settings.enregistrer')}
            </Button>
          </Group>
          <Text fz="sm">
            {t('settings.affluence.publicPage')}{' '}
            <Anchor href={publicPath} target="_blank" rel="noopener">
              {publicAddress}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

function CounterCard({ gymId, settings }: { gymId: number; settings: OccupancySettings }) {
  const t = useT(settingsCatalog);
  const make = useMakeCounterToken(gymId);
  const remove = useRemoveCounterToken(gymId);
  const [token, setToken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const create = () => make.mutate(undefined, { onSuccess: (answer) => setToken(answer.token) });
  const address = `${window.location.origin}${climberApiPaths.gymOccupancy(gymId)}`;
  const command = `curl -X POST ${address} -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"count": 42}'`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="counter-title">
      <Stack gap="sm" align="flex-start">
        <SectionHeading id="counter-title" title={t('settings.affluence.counterTitle')}>
          {t('settings.affluence.counterIntro')}
        </SectionHeading>
        {settings.tokenCreatedAt ? (
          <Text fz="sm" data-testid="counter-state">
            {t('settings.affluence.tokenSince', { day: formatDay(settings.tokenCreatedAt, 'fr') })}{' '}
            {settings.count !== null && settings.countedAt
              ? t('settings.affluence.lastCount', {
                  count: settings.count,
                  day: formatDay(settings.countedAt, 'fr'),
                  time: formatTime(settings.countedAt, 'fr'),
                })
              : t('settings.affluence.noCount')}
          </Text>
        ) : (
          <Text fz="sm" data-testid="counter-state">
            {t('settings.affluence.noToken')}
          </Text>
        )}
        {token && (
          <Alert color="teal" title={t('settings.affluence.tokenMade')} w="100%">
            <Stack gap="xs" align="flex-start">
              <Code block w="100%" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="counter-token">
                {token}
              </Code>
              <CopyButton value={token}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? t('settings.affluence.copied') : t('settings.affluence.copy')}
                  </Button>
                )}
              </CopyButton>
              <Text fz="sm">{t('settings.affluence.howTo')}</Text>
              <Code block w="100%" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {command}
              </Code>
            </Stack>
          </Alert>
        )}
        {make.isError && <Alert color="red">{fieldErrorsOf(make.error, ['capacity'] as const).capacity ?? errorText(make.error)}</Alert>}
        <Group>
          <Button onClick={create} loading={make.isPending} variant={settings.tokenCreatedAt ? 'default' : 'filled'}>
            {settings.tokenCreatedAt ? t('settings.affluence.replaceToken') : t('settings.affluence.makeToken')}
          </Button>
          {settings.tokenCreatedAt && (
            <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
              {t('settings.affluence.removeToken')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('settings.affluence.removeTitle')}
        confirmLabel={t('settings.affluence.removeToken')}
        cancelLabel={t('settings.annuler')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setToken(null);
              setConfirming(false);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t('settings.affluence.removeText')}
      </ConfirmModal>
    </Paper>
  );
}
