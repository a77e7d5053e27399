import { Button, Drawer, Group, NativeSelect, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { GRADE_FEELINGS, type GradeFeeling } from '../../../../shared/domain/climber-rules';
import { GRADES, gradeIndex } from '../../../../shared/domain/grades';
import { usePostComment } from '../api/boulders';
import { enqueueOpinion } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { CommentField, commentTooLong } from './comment-field';
import type { LoggedTop } from './log-actions';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** The grades a feeling allows: below the boulder's for 'plus facile', above for 'plus dur' (nearest first). */
export function gradesFor(feeling: GradeFeeling, grade: string): string[] {
  const index = gradeIndex(grade);
  if (index === undefined) return [...GRADES];
  if (feeling === 'juste') return [grade];
  if (feeling === 'plus_facile') return GRADES.slice(Math.max(0, index - 6), index).reverse();
  return GRADES.slice(index + 1, index + 7);
}

/**
 * After a top (docs/product.md › Climbers: the app): stars, a grade vote and a comment, all optional, closed with
 * 'Fermer', which keeps what was given. Nothing is pre-filled: no stars, no feeling, no grade.
 */
export function AfterTopSheet({ top, onClose }: { top: LoggedTop | null; onClose: () => void }) {
  const t = useT(climberCatalog);
  const title = top ? t('gym.logTitle', { kind: t(top.flash ? 'app.flash' : 'app.top'), name: top.boulder.name }) : undefined;
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
  const t = useT(climberCatalog);
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
        notifications.show({
          color: 'red',
          title: t('sheet.commentNotPublished'),
          message: error instanceof Error ? error.message : t('afterTop.withNetwork'),
        });
        return;
      }
    }
    onClose();
  };

  return (
    <Stack gap="md" data-testid="after-top">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
          {t('afterTop.intro', { grade: boulder.grade, tries: top.tries })}
        </Text>
        <Button size="compact-sm" variant="subtle" color="red" style={{ flex: 'none' }} onClick={() => void top.undo().then(onClose)}>
          {t('afterTop.undo')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Text fw={600} fz="sm" id="after-top-stars">
          {t('afterTop.stars')}
        </Text>
        <Rating value={stars} onChange={setStars} getSymbolLabel={(count) => t('sheet.stars', { count })} size="xl" aria-labelledby="after-top-stars" />
      </Stack>
      <Stack gap={6}>
        <Text fw={600} fz="sm" id="after-top-grade">
          {t('afterTop.grade')}
        </Text>
        <Group gap={6} grow wrap="nowrap" role="group" aria-labelledby="after-top-grade">
          {GRADE_FEELINGS.map((value) => (
            <Button key={value} px={4} variant={feeling === value ? 'filled' : 'default'} aria-pressed={feeling === value} onClick={() => chooseFeeling(value)}>
              {t(`afterTop.feeling.${value}`)}
            </Button>
          ))}
        </Group>
        {feeling && feeling !== 'juste' && (
          <NativeSelect
            label={t('afterTop.exactGrade')}
            data={[{ value: '', label: t('afterTop.chooseGrade') }, ...gradesFor(feeling, boulder.grade)]}
            value={grade ?? ''}
            onChange={(event) => setGrade(event.currentTarget.value || null)}
          />
        )}
      </Stack>
      <CommentField label={t('afterTop.comment')} placeholder={t('afterTop.commentPlaceholder')} value={comment} onChange={setComment} />
      <Button size="md" onClick={() => void close()} loading={postComment.isPending} disabled={tooLong}>
        {t('app.close')}
      </Button>
    </Stack>
  );
}
