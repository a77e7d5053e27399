import { Alert, Anchor, Button, Divider, Drawer, Group, Loader, Radio, Rating, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ClimberBoulderDetail } from '../../../../shared/contract/climber-reads';
import { CLIMBER_LIMITS, REPORT_KINDS, REPORT_KIND_LABELS, starsLabel, type ReportKind } from '../../../../shared/domain/climber-rules';
import { formatShortDate } from '../../../../shared/domain/dates';
import { HoldColorLine } from '../../../components/hold-color-line';
import { useBoulder, usePostComment, usePostReport } from '../api/boulders';
import { enqueueOpinion } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { CommentField, commentTooLong } from './comment-field';
import { usePendingOpinions } from '../offline/use-ascent-queue';

const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)} %`);

/**
 * One boulder in a sheet from the bottom (climbers.md §2, §8): its public statistics, my stars (kept
 * on the phone when there is no network), the visible comments with mine to add, and 'Signaler un
 * problème' for the staff.
 */
export function BoulderSheet({ boulderId, onClose }: { boulderId: number | null; onClose: () => void }) {
  const boulder = useBoulder(boulderId);
  return (
    <Drawer
      opened={boulderId !== null}
      onClose={onClose}
      position="bottom"
      size="90%"
      radius="md"
      title={boulder.data?.name ?? 'Bloc'}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {boulder.isPending ? (
        <Loader role="status" aria-label="Chargement" />
      ) : !boulder.data ? (
        <Alert color="orange">Ce bloc n’a pas pu être chargé. Réessaie avec du réseau.</Alert>
      ) : (
        <BoulderDetail key={boulder.data.id} boulder={boulder.data} />
      )}
    </Drawer>
  );
}

function BoulderDetail({ boulder }: { boulder: ClimberBoulderDetail }) {
  const { stats } = boulder;
  return (
    <Stack gap="md" data-testid="boulder-sheet">
      <Text c="dimmed" fz="sm">
        {boulder.grade} · ouvert le {formatShortDate(boulder.openedAt)}
        {boulder.plannedDismantling ? ` · démontage prévu le ${formatShortDate(boulder.plannedDismantling)}` : ''}
      </Text>
      <HoldColorLine holdColor={boulder.holdColor} size="sm" />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        <Text fz="sm">Réussite : {percent(stats.successRate)}</Text>
        <Text fz="sm">Flash : {percent(stats.flashRate)}</Text>
        <Text fz="sm">Cotation ressentie : {stats.averageGrade ?? '–'}</Text>
        <Text fz="sm">
          Note : {stats.rating === null ? '–' : `${stats.rating.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} / 5`} ({stats.ratingCount} avis)
        </Text>
      </SimpleGrid>
      <MyStars boulder={boulder} />
      <Divider />
      <Comments boulder={boulder} />
      <Divider />
      <ReportProblem boulderId={boulder.id} />
    </Stack>
  );
}

function MyStars({ boulder }: { boulder: ClimberBoulderDetail }) {
  const send = useSendQueue();
  const waiting = usePendingOpinions().find((opinion) => opinion.kind === 'rating' && opinion.boulderId === boulder.id);
  const stars = waiting?.kind === 'rating' ? waiting.stars : (boulder.myRating ?? 0);
  const rate = async (value: number) => {
    await enqueueOpinion({ kind: 'rating', boulderId: boulder.id, stars: value });
    void send();
  };
  return (
    <Group gap="sm">
      <Text fw={600} fz="sm" id="my-stars">
        Mes étoiles
      </Text>
      <Rating value={stars} onChange={(value) => void rate(value)} getSymbolLabel={starsLabel} size="lg" aria-labelledby="my-stars" />
    </Group>
  );
}

function Comments({ boulder }: { boulder: ClimberBoulderDetail }) {
  const [text, setText] = useState('');
  const post = usePostComment(boulder.id);
  const trimmed = text.trim();
  const tooLong = commentTooLong(text);
  const publish = () =>
    post.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => notifications.show({ color: 'red', title: 'Commentaire non publié', message: error.message }),
    });
  return (
    <Stack gap="xs" component="section" aria-label="Commentaires">
      <Title order={3} fz="md">
        Commentaires ({boulder.comments.length})
      </Title>
      {boulder.comments.length === 0 && (
        <Text c="dimmed" fz="sm">
          Pas encore de commentaire.
        </Text>
      )}
      {boulder.comments.map((comment) => (
        <div key={comment.id}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
          <Text fz="xs" c="dimmed">
            {comment.author.firstName} {comment.author.lastInitial} · {formatShortDate(comment.createdAt)}
          </Text>
        </div>
      ))}
      <CommentField label="Ton commentaire" value={text} onChange={setText} />
      <Button variant="light" onClick={publish} disabled={!trimmed || tooLong} loading={post.isPending}>
        Publier
      </Button>
    </Stack>
  );
}

function ReportProblem({ boulderId }: { boulderId: number }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [text, setText] = useState('');
  const report = usePostReport(boulderId);
  if (report.isSuccess) {
    return (
      <Alert color="teal" title="Merci, c’est signalé">
        L’équipe de la salle a reçu ton signalement.
      </Alert>
    );
  }
  if (!open) {
    return (
      <Anchor component="button" type="button" c="red" fz="sm" onClick={() => setOpen(true)}>
        Signaler un problème
      </Anchor>
    );
  }
  const send = () =>
    kind &&
    report.mutate(
      { kind, text: text.trim() || null },
      { onError: (error) => notifications.show({ color: 'red', title: 'Signalement non envoyé', message: error.message }) },
    );
  return (
    <Stack gap="xs" component="section" aria-label="Signaler un problème">
      <Radio.Group label="Signaler un problème" value={kind} onChange={(value) => setKind(value as ReportKind)}>
        <Stack gap={6} mt={6}>
          {REPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={REPORT_KIND_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label="Précisions (facultatif)"
        autosize
        minRows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={
          text.trim().length > CLIMBER_LIMITS.reportTextMaxLength
            ? `La description doit faire au plus ${CLIMBER_LIMITS.reportTextMaxLength} caractères.`
            : undefined
        }
      />
      <Button color="red" variant="light" onClick={send} disabled={!kind || text.trim().length > CLIMBER_LIMITS.reportTextMaxLength} loading={report.isPending}>
        Envoyer le signalement
      </Button>
    </Stack>
  );
}
