/** The rows of the climbers' boulder list (docs/product.md › Climbers: the app): a boulder with its circuit and status, the tag filter, the quick log panel. */
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleMinus, IconCirclePlus, IconProgress } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { TAG_GROUPS } from '../../../../shared/contract/constants';
import { CLIMBER_LIMITS, type MyStatus } from '../../../../shared/domain/climber-rules';
import { formatShortDay } from '../../../lib/locale-format';
import { useLocale, useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { HoldColorLine } from './hold-color-line';
import classes from './boulder-list-rows.module.css';

/** Filter by one of the gym's tags that some open boulder carries, grouped by kind (a native list: quick on a phone). */
export function TagFilter({
  gym,
  boulders,
  value,
  onChange,
}: {
  gym: GymDetail;
  boulders: ClimberBoulder[];
  value: number | null;
  onChange: (tagId: number | null) => void;
}) {
  const t = useT(climberCatalog);
  const used = new Set(boulders.flatMap((boulder) => boulder.tagIds));
  const groups = TAG_GROUPS.map((kind) => ({
    group: t(`rows.tagGroup.${kind}`),
    items: gym.tags.filter((tag) => tag.kind === kind && used.has(tag.id)).map((tag) => ({ value: String(tag.id), label: tag.name })),
  })).filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <NativeSelect
      aria-label={t('rows.tagFilter')}
      size="xs"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[{ value: '', label: t('rows.allTags') }, ...groups]}
    />
  );
}

export const sectorName = (gym: GymDetail, boulder: ClimberBoulder) => gym.sectors.find((s) => s.id === boulder.sectorId)?.name ?? '';
export const circuitName = (gym: GymDetail, boulder: ClimberBoulder) => gym.circuits.find((c) => c.id === boulder.difficultyId)?.name ?? '';

export function groupBySector(gym: GymDetail, boulders: ClimberBoulder[]) {
  return gym.sectors
    .map((sector) => ({ key: `s${sector.id}`, title: sector.name, boulders: boulders.filter((b) => b.sectorId === sector.id) }))
    .filter((group) => group.boulders.length > 0);
}

export function groupByCircuit(gym: GymDetail, boulders: ClimberBoulder[]) {
  return gym.circuits
    .map((circuit) => ({ key: `c${circuit.id}`, title: circuit.name, boulders: boulders.filter((b) => b.difficultyId === circuit.id) }))
    .filter((group) => group.boulders.length > 0);
}

function CircuitDot({ gym, boulder }: { gym: GymDetail; boulder: ClimberBoulder }) {
  const circuit = gym.circuits.find((c) => c.id === boulder.difficultyId);
  const [first, second] = [circuit?.color_1 ?? '#adb5bd', circuit?.color_2 ?? circuit?.color_1 ?? '#adb5bd'];
  return <span aria-hidden="true" className={classes.dot} style={{ background: `linear-gradient(135deg, ${first} 50%, ${second} 50%)` }} />;
}

function StatusMark({ status }: { status: MyStatus }) {
  const t = useT(climberCatalog);
  if (status === 'done')
    return (
      <Badge color="teal" variant="filled" leftSection={<IconCheck size={12} />} aria-label={t('gym.status.done')}>
        {t('gym.status.done')}
      </Badge>
    );
  if (status === 'project')
    return (
      <Badge color="orange" variant="light" leftSection={<IconProgress size={12} />}>
        {t('gym.status.project')}
      </Badge>
    );
  return null;
}

interface BoulderRowProps {
  gym: GymDetail;
  boulder: ClimberBoulder;
  subtitle: string;
  selecting: boolean;
  selected: boolean;
  opened: boolean;
  onTap: () => void;
  onLog: (tries: number, topped: boolean) => void;
  onDetails: () => void;
}

// A gym's list shows every open boulder (150 in the demo's first gym): the rows are plain elements
// styled by a CSS module, since a dozen Mantine components a row made the page's first render block
// the main thread on a phone (Lighthouse's total blocking time on /app/salles/1).
export function BoulderRow({ gym, boulder, subtitle, selecting, selected, opened, onTap, onLog, onDetails }: BoulderRowProps) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  return (
    <div
      className={classes.row}
      data-testid="climber-boulder"
      data-boulder-id={boulder.id}
      data-status={boulder.myStatus}
      data-selected={selected || undefined}
    >
      <button
        type="button"
        className={classes.tap}
        onClick={onTap}
        aria-expanded={selecting ? undefined : opened}
        aria-pressed={selecting ? selected : undefined}
        aria-label={selecting ? t('rows.selectBoulder', { name: boulder.name }) : undefined}
      >
        {selecting && <Checkbox checked={selected} readOnly tabIndex={-1} aria-hidden="true" color="teal" />}
        <CircuitDot gym={gym} boulder={boulder} />
        {boulder.thumbnail && (
          // Beside its name, the picture adds nothing a screen reader needs: an empty alt.
          <img src={boulder.thumbnail} alt="" loading="lazy" width={48} height={48} data-testid="boulder-thumbnail" className={classes.thumbnail} />
        )}
        <span className={classes.body}>
          <span className={classes.title}>
            <span className={classes.name}>{boulder.name}</span>
            <span className={classes.grade}>{boulder.grade}</span>
          </span>
          <span className={classes.meta}>{t('rows.opened', { circuit: subtitle, date: formatShortDay(boulder.openedAt, locale) })}</span>
          <HoldColorLine holdColor={boulder.holdColor} />
          {(boulder.isNew || boulder.dismantlingSoon) && (
            <span className={classes.badges}>
              {boulder.isNew && (
                <Badge size="xs" color="grape">
                  {t('rows.new')}
                </Badge>
              )}
              {boulder.dismantlingSoon && (
                <Badge size="xs" color="red" variant="light">
                  {t('rows.dismantlingSoon')}
                </Badge>
              )}
            </span>
          )}
        </span>
        <StatusMark status={boulder.myStatus} />
      </button>
      {opened && <LogPanel onLog={onLog} onDetails={onDetails} />}
    </div>
  );
}

/** The second tap: 'Top' or 'Essai', with the number of tries (1 preselected). */
function LogPanel({ onLog, onDetails }: { onLog: (tries: number, topped: boolean) => void; onDetails: () => void }) {
  const t = useT(climberCatalog);
  const [tries, setTries] = useState(1);
  return (
    <Stack p="sm" pt={0} gap="xs" data-testid="log-panel">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap" aria-label={t('rows.triesCount')}>
          <ActionIcon variant="default" size="lg" aria-label={t('rows.fewerTries')} disabled={tries <= 1} onClick={() => setTries(tries - 1)}>
            <IconCircleMinus size={18} />
          </ActionIcon>
          <Text w={64} ta="center" fw={600} data-testid="tries">
            {t('app.tries', { count: tries })}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('rows.moreTries')}
            disabled={tries >= CLIMBER_LIMITS.maxTries}
            onClick={() => setTries(tries + 1)}
          >
            <IconCirclePlus size={18} />
          </ActionIcon>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" onClick={() => onLog(tries, false)}>
            {t('rows.try')}
          </Button>
          <Button color="teal" onClick={() => onLog(tries, true)}>
            {t('app.top')}
          </Button>
        </Group>
      </Group>
      <Anchor component="button" type="button" fz="sm" onClick={onDetails} ta="left">
        {t('rows.details')}
      </Anchor>
    </Stack>
  );
}
