import { Button, Drawer, Group, NativeSelect, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { GRADE_FEELINGS, GRADE_FEELING_LABELS, starsLabel, type GradeFeeling } from '../../../../shared/domain/climber-rules';
import { GRADES, gradeIndex } from '../../../../shared/domain/grades';
import { usePostComment } from '../api/boulders';
import { enqueueOpinion } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { CommentField, commentTooLong } from './comment-field';
import type { LoggedTop } from './log-actions';

/** The grades a feeling allows: below the boulder's for 'plus facile', above for 'plus dur' (nearest first). */
export function gradesFor(feeling: GradeFeeling, grade: string): string[] {
  const index = gradeIndex(grade);
  if (index === undefined) return [...GRADES];
  if (feeling === 'juste') return [grade];
  if (feeling === 'plus_facile') return GRADES.slice(Math.max(0, index - 6), index).reverse();
  return GRADES.slice(index + 1, index + 7);
}

/**
 * After a top (climbers.md §2): stars, a grade vote and a comment, all optional, closed with
 * 'Fermer', which keeps what was given. Nothing is pre-filled: no stars, no feeling, no grade.
 */
export function AfterTopSheet({ top, onClose }: { top: LoggedTop | null; onClose: () => void }) {
  const title = top ? `${top.flash ? 'Flash' : 'Top'} : ${top.boulder.name}` : undefined;
  return (
    <Drawer
      opened={top !== null}
      onClose={onClose}
      position="bottom"
      radius="md"
      title={title}
      withCloseButton={false}
      // As tall as its content (Mantine's bottom drawer has a fixed height otherwise).
      styles={{ content: { height: 'auto', flex: '0 0 auto' }, title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {top && <AfterTopForm key={top.clientIds[0]} top={top} onClose={onClose} />}
    </Drawer>
  );
}

function AfterTopForm({ top, onClose }: { top: LoggedTop; onClose: () => void }) {
  const { boulder } = top;
  const [stars, setStars] = useState(0);
  const [feeling, setFeeling] = useState<GradeFeeling | null>(null);
  const [grade, setGrade] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const send = useSendQueue();
  const postComment = usePostComment(boulder.id);
  const text = comment.trim();
  const tooLong = commentTooLong(text);

  const chooseFeeling = (value: GradeFeeling) => {
    setFeeling(value);
    setGrade(value === 'juste' ? boulder.grade : null);
  };

  const close = async () => {
    if (stars > 0) await enqueueOpinion({ kind: 'rating', boulderId: boulder.id, stars });
    if (feeling && grade) await enqueueOpinion({ kind: 'gradeVote', boulderId: boulder.id, feeling, grade });
    void send();
    if (text) {
      try {
        await postComment.mutateAsync(text);
      } catch (error) {
        notifications.show({ color: 'red', title: 'Commentaire non publié', message: error instanceof Error ? error.message : 'Réessaie avec du réseau.' });
        return;
      }
    }
    onClose();
  };

  return (
    <Stack gap="md" data-testid="after-top">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
          {boulder.grade} · {top.tries} essai{top.tries > 1 ? 's' : ''}. Ton avis aide l’équipe d’ouverture (facultatif).
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" style={{ flex: 'none' }} onClick={() => void top.undo().then(onClose)}>
          Annuler le top
        </Button>
      </Group>
      <Stack gap={4}>
        <Text fw={600} fz="sm" id="after-top-stars">
          Tes étoiles
        </Text>
        <Rating value={stars} onChange={setStars} getSymbolLabel={starsLabel} size="xl" aria-labelledby="after-top-stars" />
      </Stack>
      <Stack gap={6}>
        <Text fw={600} fz="sm" id="after-top-grade">
          Ta cotation
        </Text>
        <Group gap={6} grow wrap="nowrap" role="group" aria-labelledby="after-top-grade">
          {GRADE_FEELINGS.map((value) => (
            <Button key={value} px={4} variant={feeling === value ? 'filled' : 'default'} aria-pressed={feeling === value} onClick={() => chooseFeeling(value)}>
              {GRADE_FEELING_LABELS[value]}
            </Button>
          ))}
        </Group>
        {feeling && feeling !== 'juste' && (
          <NativeSelect
            label="Cotation exacte"
            data={[{ value: '', label: 'Choisir une cotation' }, ...gradesFor(feeling, boulder.grade)]}
            value={grade ?? ''}
            onChange={(event) => setGrade(event.currentTarget.value || null)}
          />
        )}
      </Stack>
      <CommentField label="Un commentaire ?" placeholder="Ce que tu as pensé du bloc" value={comment} onChange={setComment} />
      <Button size="md" onClick={() => void close()} loading={postComment.isPending} disabled={tooLong}>
        Fermer
      </Button>
    </Stack>
  );
}
