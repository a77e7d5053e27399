import { CountedPageTitle } from '../../../components/counted-page-title';
import { Alert, Badge, Button, Group, Modal, Pagination, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconEyeOff, IconFlag, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import type { ModerationItem } from '../../../../shared/contract/moderation';
import { CLIMBER_LIMITS, REPORT_KIND_LABELS } from '../../../../shared/domain/climber-rules';
import { formatShortDate } from '../../../../shared/domain/dates';
import { useCurrentGym } from '../../../api/current-gym';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { MODERATION_PAGE_SIZE, useModerationInbox } from '../api/get-moderation-inbox';
import { useHideComment, useKeepComment, useResolveReport } from '../api/moderate';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { moderationCatalog } from '../../../lib/catalogs/moderation';
import { PageStack } from '../../../components/headings';

const HIGHLIGHT_HOURS = CLIMBER_LIMITS.moderationHighlightHours;

/** '3 h', '2 j 4 h': how long an item has waited. */
function age(t: TranslateOf<typeof moderationCatalog>, hours: number): string {
  if (hours < 1) return t('moderation.ageUnderAnHour');
  const days = Math.floor(hours / 24);
  return t('moderation.age', { days, hours: hours % 24 });
}

type Action = { kind: 'resolve' | 'hide'; item: ModerationItem } | null;

/**
 * /moderation (docs/product.md › Climbers: moderation): one inbox of the gym's open problem reports and visible comments,
 * newest first, each with its boulder, climber, date and age; items waiting 20 hours or more are
 * highlighted (the legal pages promise removal within 24 hours).
 */
export function ModerationPage() {
  const t = useT(moderationCatalog);
  const { gymId, name } = useCurrentGym();
  const [page, setPage] = useState(1);
  const inbox = useModerationInbox(gymId, page);
  useFailureNotice(inbox.error, 'moderation-inbox', t('moderation.signalementsOntPuEtre'));
  const [action, setAction] = useState<Action>(null);
  const count = inbox.data?.count;
  const late = inbox.data?.results.filter((item) => item.ageHours >= HIGHLIGHT_HOURS).length ?? 0;

  return (
    <PageStack maw={960}>
      <CountedPageTitle
        title={t('moderation.signalements')}
        count={count}
        countLabel={(n) => t('moderation.elementTraiter', { count: n })}
        testId="moderation-count"
        gymName={name}
      >
        {t('moderation.problemesSignalesParGrimpeurs', { hours: HIGHLIGHT_HOURS })}
      </CountedPageTitle>
      {late > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('moderation.elementAttenteDepuisPlus', { count: late, hours: HIGHLIGHT_HOURS })}>
          {t('moderation.traitezPriorite')}
        </Alert>
      )}
      {inbox.data ? (
        inbox.data.results.length === 0 ? (
          <Paper withBorder p="xl">
            <Group gap="sm" c="teal.7">
              <IconCircleCheck aria-hidden="true" />
              <Text>{t('moderation.rienTraiterAucunSignalement')}</Text>
            </Group>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('moderation.signalementsCommentaires')}>
            {inbox.data.results.map((item) => (
              <InboxItem key={`${item.type}-${item.id}`} gymId={gymId!} item={item} onAct={setAction} />
            ))}
          </Stack>
        )
      ) : (
        <Stack gap="sm">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      )}
      {count !== undefined && count > MODERATION_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(count / MODERATION_PAGE_SIZE)} value={page} onChange={setPage} aria-label={t('moderation.pages')} />
        </Group>
      )}
      {gymId !== null && <ActionModal gymId={gymId} action={action} onClose={() => setAction(null)} />}
    </PageStack>
  );
}

function InboxItem({ gymId, item, onAct }: { gymId: number; item: ModerationItem; onAct: (action: Action) => void }) {
  const t = useT(moderationCatalog);
  const keep = useKeepComment(gymId);
  const isLate = item.ageHours >= HIGHLIGHT_HOURS;
  const isReport = item.type === 'report';
  const who = item.climber ? `${item.climber.firstName} ${item.climber.lastName}` : t('moderation.compteSupprime');
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      data-testid="moderation-item"
      data-late={isLate || undefined}
      style={isLate ? { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {isReport ? (
              <Badge color="orange" leftSection={<IconFlag size={12} aria-hidden="true" />}>
                {item.kind ? REPORT_KIND_LABELS[item.kind] : t('moderation.signalement')}
              </Badge>
            ) : (
              <Badge color="blue" variant="light" leftSection={<IconMessage size={12} aria-hidden="true" />}>
                {t('moderation.commentaire')}
              </Badge>
            )}
            <Text fw={600}>{item.boulder.name}</Text>
          </Group>
          {item.text ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              {t('moderation.sansDescription')}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            {who} · {formatShortDate(item.createdAt)} ·{' '}
            <Text span fz="sm" fw={isLate ? 700 : undefined} c={isLate ? 'red.8' : undefined}>
              {t('moderation.attenteDepuis', { age: age(t, item.ageHours) })}
            </Text>
          </Text>
        </Stack>
        {isReport ? (
          <Button variant="light" color="teal" leftSection={<IconCircleCheck size={16} />} onClick={() => onAct({ kind: 'resolve', item })}>
            {t('moderation.resoudre')}
          </Button>
        ) : (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCheck size={16} />}
              loading={keep.isPending}
              onClick={() =>
                keep.mutate(
                  { commentId: item.id },
                  { onError: (error) => notifications.show({ color: 'red', title: t('moderation.commentaireNonTraite'), message: error.message }) },
                )
              }
            >
              {t('moderation.garder')}
            </Button>
            <Button variant="light" color="red" leftSection={<IconEyeOff size={16} />} onClick={() => onAct({ kind: 'hide', item })}>
              {t('moderation.masquer')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

function ActionModal({ gymId, action, onClose }: { gymId: number; action: Action; onClose: () => void }) {
  const t = useT(moderationCatalog);
  const resolve = useResolveReport(gymId);
  const hide = useHideComment(gymId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hiding = action?.kind === 'hide';
  const pending = resolve.isPending || hide.isPending;
  const max = CLIMBER_LIMITS.moderationNoteMaxLength;

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!action) return;
    if (hiding && !text.trim()) return setError(t('moderation.indiquezRaison'));
    const done = { onSuccess: close, onError: (e: Error) => setError(e.message) };
    if (hiding) {
      hide.mutate(
        { commentId: action.item.id, reason: text.trim() },
        {
          ...done,
          onSuccess: () => {
            notifications.show({ color: 'teal', title: t('moderation.commentaireMasque'), message: t('moderation.ilApparaitPlusNulle') });
            close();
          },
        },
      );
    } else {
      resolve.mutate(
        { reportId: action.item.id, note: text },
        {
          ...done,
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              title: t('moderation.signalementResolu'),
              message: t('moderation.estTraite', { name: action.item.boulder.name }),
            });
            close();
          },
        },
      );
    }
  };

  return (
    <Modal opened={action !== null} onClose={close} title={hiding ? t('moderation.masquerCommentaire') : t('moderation.resoudreSignalement')} centered>
      <Stack>
        {action?.item.text && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            « {action.item.text} »
          </Text>
        )}
        <Textarea
          label={hiding ? t('moderation.raison') : t('moderation.noteFacultatif')}
          placeholder={hiding ? t('moderation.proposDeplaces') : t('moderation.priseResserree')}
          description={hiding ? t('moderation.gardeeDansHistoriqueCommentaire') : undefined}
          required={hiding}
          autosize
          minRows={2}
          maxLength={max}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('moderation.annuler')}
          </Button>
          <Button color={hiding ? 'red' : 'teal'} loading={pending} onClick={submit}>
            {hiding ? t('moderation.masquer') : t('moderation.resoudre')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
