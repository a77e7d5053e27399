import { CountedPageTitle } from '../../../components/counted-page-title';
import { Alert, Badge, Button, Group, Modal, Pagination, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconEyeOff, IconFlag, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import type { ModerationItem } from '../../../../shared/contract/moderation';
import { CLIMBER_LIMITS, REPORT_KIND_LABELS } from '../../../../shared/domain/climber-rules';
import { formatShortDate } from '../../../../shared/domain/dates';
import { useCurrentGym } from '../../../api/current-gym';
import { useFailureNotice } from '../../../lib/use-failure-notice';
import { MODERATION_PAGE_SIZE, useModerationInbox } from '../api/get-moderation-inbox';
import { useHideComment, useKeepComment, useResolveReport } from '../api/moderate';

const HIGHLIGHT_HOURS = CLIMBER_LIMITS.moderationHighlightHours;

/** '3 h', '2 j 4 h': how long an item has waited. */
function age(hours: number): string {
  if (hours < 1) return 'moins d’1 h';
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} j ${hours % 24} h` : `${days} j`;
}

type Action = { kind: 'resolve' | 'hide'; item: ModerationItem } | null;

/**
 * /moderation (climbers.md §3): one inbox of the gym's open problem reports and visible comments,
 * newest first, each with its boulder, climber, date and age; items waiting 20 hours or more are
 * highlighted (the legal pages promise removal within 24 hours).
 */
export function ModerationPage() {
  const { gymId, name } = useCurrentGym();
  const [page, setPage] = useState(1);
  const inbox = useModerationInbox(gymId, page);
  useFailureNotice(inbox.error, 'moderation-inbox', 'Les signalements n’ont pas pu être chargés.');
  const [action, setAction] = useState<Action>(null);
  const count = inbox.data?.count;
  const late = inbox.data?.results.filter((item) => item.ageHours >= HIGHLIGHT_HOURS).length ?? 0;

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={960} mx="auto" w="100%">
      <CountedPageTitle
        title="Signalements"
        count={count}
        countLabel={(n) => `${n} élément${n > 1 ? 's' : ''} à traiter`}
        testId="moderation-count"
        gymName={name}
      >
        Les problèmes signalés par les grimpeurs et leurs nouveaux commentaires, du plus récent au plus ancien : résolvez un signalement, gardez un commentaire
        lu ou masquez-le. Un contenu signalé doit être traité dans les 24 heures : au-delà de {HIGHLIGHT_HOURS} heures, il est surligné.
      </CountedPageTitle>
      {late > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={`${late} élément${late > 1 ? 's' : ''} en attente depuis plus de ${HIGHLIGHT_HOURS} heures`}
        >
          Traitez-les en priorité.
        </Alert>
      )}
      {inbox.data ? (
        inbox.data.results.length === 0 ? (
          <Paper withBorder p="xl">
            <Group gap="sm" c="teal.7">
              <IconCircleCheck aria-hidden="true" />
              <Text>Rien à traiter : aucun signalement ouvert ni nouveau commentaire.</Text>
            </Group>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Signalements et commentaires">
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
          <Pagination total={Math.ceil(count / MODERATION_PAGE_SIZE)} value={page} onChange={setPage} aria-label="Pages" />
        </Group>
      )}
      {gymId !== null && <ActionModal gymId={gymId} action={action} onClose={() => setAction(null)} />}
    </Stack>
  );
}

function InboxItem({ gymId, item, onAct }: { gymId: number; item: ModerationItem; onAct: (action: Action) => void }) {
  const keep = useKeepComment(gymId);
  const isLate = item.ageHours >= HIGHLIGHT_HOURS;
  const isReport = item.type === 'report';
  const who = item.climber ? `${item.climber.firstName} ${item.climber.lastName}` : 'Compte supprimé';
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
                {item.kind ? REPORT_KIND_LABELS[item.kind] : 'Signalement'}
              </Badge>
            ) : (
              <Badge color="blue" variant="light" leftSection={<IconMessage size={12} aria-hidden="true" />}>
                Commentaire
              </Badge>
            )}
            <Text fw={600}>{item.boulder.name}</Text>
          </Group>
          {item.text ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              Sans description
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            {who} · {formatShortDate(item.createdAt)} ·{' '}
            <Text span fz="sm" fw={isLate ? 700 : undefined} c={isLate ? 'red.8' : undefined}>
              en attente depuis {age(item.ageHours)}
            </Text>
          </Text>
        </Stack>
        {isReport ? (
          <Button variant="light" color="teal" leftSection={<IconCircleCheck size={16} />} onClick={() => onAct({ kind: 'resolve', item })}>
            Résoudre
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
                  { onError: (error) => notifications.show({ color: 'red', title: 'Commentaire non traité', message: error.message }) },
                )
              }
            >
              Garder
            </Button>
            <Button variant="light" color="red" leftSection={<IconEyeOff size={16} />} onClick={() => onAct({ kind: 'hide', item })}>
              Masquer
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

function ActionModal({ gymId, action, onClose }: { gymId: number; action: Action; onClose: () => void }) {
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
    if (hiding && !text.trim()) return setError('Indiquez la raison.');
    const done = { onSuccess: close, onError: (e: Error) => setError(e.message) };
    if (hiding) {
      hide.mutate(
        { commentId: action.item.id, reason: text.trim() },
        {
          ...done,
          onSuccess: () => {
            notifications.show({ color: 'teal', title: 'Commentaire masqué', message: 'Il n’apparaît plus nulle part, ni dans l’application.' });
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
            notifications.show({ color: 'teal', title: 'Signalement résolu', message: `« ${action.item.boulder.name} » est traité.` });
            close();
          },
        },
      );
    }
  };

  return (
    <Modal opened={action !== null} onClose={close} title={hiding ? 'Masquer le commentaire' : 'Résoudre le signalement'} centered>
      <Stack>
        {action?.item.text && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            « {action.item.text} »
          </Text>
        )}
        <Textarea
          label={hiding ? 'Raison' : 'Note (facultatif)'}
          placeholder={hiding ? 'Propos déplacés' : 'Prise resserrée'}
          description={hiding ? 'Gardée dans l’historique ; le commentaire disparaît de toutes les listes et de l’application.' : undefined}
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
            Annuler
          </Button>
          <Button color={hiding ? 'red' : 'teal'} loading={pending} onClick={submit}>
            {hiding ? 'Masquer' : 'Résoudre'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
