import { ActionIcon, Button, Card, Group, MultiSelect, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { disablePush, enablePush, pushState, type PushState } from '../offline/push-device';
import type { GymNews } from '../../../../shared/contract/gym-news';
import { errorText } from '../../../api/api-client';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { useGym, useGyms } from '../api/gyms';
import { useGymNews, useSaveGymNews } from '../api/gym-news';

type Choice = GymNews['gyms'][number];

/**
 * 'Nouveautés des salles' (docs/announcements.md): the gyms whose new boulders the climber hears of by
 * e-mail or push, and which circuits; the home gym is there by default when they ticked the consent at
 * sign-up. Push needs this device subscribed too, which its own block turns on and off.
 */
export function GymNewsCard() {
  const t = useT(climberCatalog);
  const news = useGymNews();
  const save = useSaveGymNews();
  const gyms = useGyms('');
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [adding, setAdding] = useState('');
  useEffect(() => {
    if (news.data) setChoices(news.data.gyms);
  }, [news.data]);

  if (news.isError) return <Text c="red.8">{t('news.loadFailed')}</Text>;
  if (!choices) return null;
  const followed = new Set(choices.map((c) => c.gymId));
  const others = (gyms.data ?? []).filter((gym) => !followed.has(gym.id));
  const change = (gymId: number, changes: Partial<Choice>) => setChoices(choices.map((c) => (c.gymId === gymId ? { ...c, ...changes } : c)));
  const follow = () => {
    const gym = others.find((g) => String(g.id) === adding);
    if (!gym) return;
    setChoices([...choices, { gymId: gym.id, gymName: gym.name, email: true, push: true, circuits: null }]);
    setAdding('');
  };
  const submit = () =>
    save.mutate(
      { gyms: choices.map(({ gymId, email, push, circuits }) => ({ gymId, email, push, circuits })) },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('news.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="gym-news-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="gym-news-title">
          {t('news.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {choices.length === 0 ? t('news.empty') : t('news.intro')}
        </Text>
        <DevicePush />
        {choices.map((choice) => (
          <GymNewsRow
            key={choice.gymId}
            choice={choice}
            onChange={(changes) => change(choice.gymId, changes)}
            onRemove={() => setChoices(choices.filter((c) => c !== choice))}
          />
        ))}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            style={{ flex: 1 }}
            label={t('news.follow')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={[{ value: '', label: t('news.followPlaceholder') }, ...others.map((gym) => ({ value: String(gym.id), label: gym.name }))]}
          />
          <Button variant="light" onClick={follow} disabled={adding === ''}>
            {t('news.add')}
          </Button>
        </Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('news.save')}
        </Button>
      </Stack>
    </Card>
  );
}

function GymNewsRow({ choice, onChange, onRemove }: { choice: Choice; onChange: (changes: Partial<Choice>) => void; onRemove: () => void }) {
  const t = useT(climberCatalog);
  const circuits = useGym(choice.gymId).data?.circuits ?? [];
  return (
    <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} data-testid="gym-news">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{choice.gymName}</Text>
        <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={t('news.unfollow', { gym: choice.gymName })}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      <Group gap="lg">
        <Switch label={t('news.email')} checked={choice.email} onChange={(event) => onChange({ email: event.currentTarget.checked })} />
        <Switch label={t('news.push')} checked={choice.push} onChange={(event) => onChange({ push: event.currentTarget.checked })} />
      </Group>
      <MultiSelect
        label={t('news.circuits')}
        placeholder={choice.circuits === null ? t('news.allCircuits') : undefined}
        data={circuits.map((c) => ({ value: String(c.id), label: c.name }))}
        value={(choice.circuits ?? []).map(String)}
        onChange={(values) => onChange({ circuits: values.length === 0 ? null : values.map(Number) })}
        clearable
      />
    </Stack>
  );
}

/** This device's push: on or off, or why it cannot be (no push here, an iPhone tab, notifications blocked). */
function DevicePush() {
  const t = useT(climberCatalog);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => 'unsupported')
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);
  if (!state) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await disablePush();
        setState('off');
      } else {
        setState(await enablePush());
      }
    } catch {
      notifications.show({ color: 'red', message: t('news.device.failed') });
    } finally {
      setBusy(false);
    }
  };
  const canToggle = state === 'on' || state === 'off';
  return (
    <Stack gap={6} data-testid="device-push">
      <Text fw={700} fz="sm">
        {t('news.device.title')}
      </Text>
      <Text fz="sm" c={canToggle ? undefined : 'dimmed'}>
        {t(`news.device.${state === 'home-screen' ? 'homeScreen' : state}`)}
      </Text>
      {canToggle && (
        <Button variant={state === 'on' ? 'default' : 'light'} onClick={() => void toggle()} loading={busy} style={{ alignSelf: 'flex-start' }}>
          {state === 'on' ? t('news.device.disable') : t('news.device.enable')}
        </Button>
      )}
    </Stack>
  );
}
