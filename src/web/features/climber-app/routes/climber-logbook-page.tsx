import { ActionIcon, Badge, Button, Card, Group, Loader, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Me } from '../../../../shared/contract/climber-accounts';
import { addCalendarDays, parisDay } from '../../../../shared/domain/dates';
import type { Locale } from '../../../../shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { formatPercent, formatShortDay } from '../../../lib/locale-format';
import { useGym } from '../api/gyms';
import { useClimberIndex, useDeleteLogs, useLogbook, useProgress } from '../api/mine';
import { chosenGym } from '../chosen-gym';
import { SignedIn } from '../components/profile-fields';

const PERIODS = { '30': 30, '90': 90, '365': 365 } as const;
type Period = keyof typeof PERIODS;

const monthLabel = (month: string, locale: Locale) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
/** 'Mercredi 25 novembre', 'Wednesday 25 November': the first letter capitalised, as a heading. */
function dayLabel(day: string, locale: Locale) {
  const text = new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Paris',
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /app/carnet (docs/product.md › Climbers: the app 'Carnet'): my Gaston Index of the month with my rank in my gym's
 * leaderboard and the boulders that count, my progress per circuit, my hardest tops, and my days.
 */
export function ClimberLogbookPage() {
  const t = useT(climberCatalog);
  return (
    <SignedIn>
      {(me) => {
        const gymId = chosenGym() ?? me.homeGymId;
        return (
          <Stack gap="lg">
            <Title order={1} fz={26}>
              {t('logbook.title')}
            </Title>
            {gymId !== null && <IndexCard gymId={gymId} me={me} />}
            {gymId !== null && <CircuitProgress gymId={gymId} />}
            <Days />
          </Stack>
        );
      }}
    </SignedIn>
  );
}

function IndexCard({ gymId, me }: { gymId: number; me: Me }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const month = parisDay(new Date()).slice(0, 7);
  const gym = useGym(gymId);
  const index = useClimberIndex(gymId, month);
  return (
    <Card withBorder radius="md" component="section" aria-label={t('logbook.myIndex')} data-testid="my-index">
      <Text fz="sm" c="dimmed">
        Gaston Index · {monthLabel(month, locale)}
        {gym.data ? ` · ${gym.data.name}` : ''}
      </Text>
      {index.isPending ? (
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      ) : !index.data ? (
        <Text c="dimmed">{t('logbook.offline')}</Text>
      ) : (
        <Stack gap="xs">
          <Group align="baseline" gap="md">
            <Text fz={40} fw={800} lh={1} data-testid="index-value">
              {index.data.index}
            </Text>
            <Text fw={600} data-testid="index-rank">
              {index.data.rank !== null
                ? t('logbook.rank', { rank: index.data.rank })
                : !me.rankingConsent
                  ? t('logbook.noConsent')
                  : !me.emailConfirmed
                    ? t('logbook.unconfirmed')
                    : t('logbook.notRanked')}
            </Text>
          </Group>
          {index.data.boulders.length > 0 ? (
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                {t('logbook.counting')}
              </Text>
              {index.data.boulders.map((boulder) => (
                <Group key={boulder.boulderId} justify="space-between" wrap="nowrap">
                  <Text fz="sm" truncate>
                    {boulder.name}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Badge size="sm" variant="light">
                      {boulder.style}
                    </Badge>
                    <Text fz="sm" fw={600} w={36} ta="right">
                      {boulder.grade}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('logbook.noTop')}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function CircuitProgress({ gymId }: { gymId: number }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const progress = useProgress(gymId);
  const gym = useGym(gymId);
  if (!progress.data) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('logbook.progress')}>
      <Title order={2} fz="lg">
        {t('logbook.progress')}
      </Title>
      {progress.data.circuits.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('logbook.noCircuit')}
        </Text>
      )}
      {progress.data.circuits.map((circuit) => {
        const color = gym.data?.circuits.find((c) => c.id === circuit.id)?.color_1;
        return (
          <div key={circuit.id} data-testid="circuit-progress">
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                {circuit.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {circuit.topped} / {circuit.active} · {formatPercent(circuit.share, locale)}
              </Text>
            </Group>
            <Progress
              value={circuit.share * 100}
              color={color ?? 'teal'}
              size="md"
              radius="xl"
              aria-label={t('logbook.circuitShare', { circuit: circuit.name, share: formatPercent(circuit.share, locale) })}
            />
          </div>
        );
      })}
    </Stack>
  );
}

/** Deletes a day's logs of one boulder (docs/product.md › Climbers: the app: any log of mine can be deleted later), after a second tap. */
function DeleteLogs({ name, day, clientIds }: { name: string; day: string; clientIds: string[] }) {
  const t = useT(climberCatalog);
  const [asked, setAsked] = useState(false);
  const remove = useDeleteLogs();
  if (!asked) {
    return (
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('logbook.deleteLabel', { name, day })} onClick={() => setAsked(true)}>
        <IconTrash size={16} />
      </ActionIcon>
    );
  }
  return (
    <Button
      size="compact-xs"
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={() => remove.mutate(clientIds, { onSettled: () => setAsked(false) })}
    >
      {t('logbook.delete')}
    </Button>
  );
}

function Days() {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>('30');
  const to = parisDay(new Date());
  const from = addCalendarDays(to, -(PERIODS[period] - 1));
  const logbook = useLogbook(from, to);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={t('logbook.period')}
        value={period}
        onChange={(value) => setPeriod(value as Period)}
        data={[
          { value: '30', label: t('logbook.days30') },
          { value: '90', label: t('logbook.months3') },
          { value: '365', label: t('logbook.year') },
        ]}
      />
      {logbook.isPending ? (
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      ) : !logbook.data ? (
        <Text c="dimmed">{t('logbook.notLoaded')}</Text>
      ) : (
        <>
          {logbook.data.hardestTops.length > 0 && (
            <Stack gap={4} component="section" aria-label={t('logbook.hardest')}>
              <Title order={2} fz="lg">
                {t('logbook.hardest')}
              </Title>
              <SimpleGrid cols={1} spacing={2}>
                {logbook.data.hardestTops.map((top) => (
                  <Group key={`${top.boulderId}-${top.date}`} justify="space-between" wrap="nowrap">
                    <Text fz="sm" truncate>
                      {top.name}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ flex: 'none' }}>
                      {top.grade} · {formatShortDay(top.date, locale)}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Title order={2} fz="lg">
            {t('logbook.sessions')}
          </Title>
          {logbook.data.days.length === 0 && <Text c="dimmed">{t('logbook.noSession')}</Text>}
          {logbook.data.days.map((day) => (
            <Card key={day.date} withBorder radius="md" p="sm" component="section" aria-label={dayLabel(day.date, locale)} data-testid="logbook-day">
              <Group justify="space-between" mb={4}>
                <Text fw={700}>{dayLabel(day.date, locale)}</Text>
                <Text fz="sm" c="dimmed">
                  {t('logbook.dayCounts', { tops: day.tops, flashes: day.flashes, tries: day.tries })}
                </Text>
              </Group>
              <Stack gap={2}>
                {day.boulders.map((boulder) => (
                  <Group key={boulder.boulderId} justify="space-between" wrap="nowrap" gap="xs" data-testid="logbook-boulder">
                    <Text fz="sm" truncate style={{ flex: 1 }}>
                      {boulder.name}{' '}
                      <Text span c="dimmed" fz="sm">
                        {boulder.grade}
                      </Text>
                    </Text>
                    <Text fz="sm" c={boulder.topped ? 'teal' : 'orange'} fw={600} style={{ flex: 'none' }}>
                      {t(boulder.flash ? 'app.flash' : boulder.topped ? 'app.top' : 'logbook.project')} · {t('app.tries', { count: boulder.tries })}
                    </Text>
                    {boulder.clientIds.length > 0 && <DeleteLogs name={boulder.name} day={dayLabel(day.date, locale)} clientIds={boulder.clientIds} />}
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
