import { Alert, Anchor, Button, Divider, Drawer, Group, Loader, Radio, Rating, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ClimberBoulderDetail } from '../../../../shared/contract/climber-reads';
import { CLIMBER_LIMITS, REPORT_KINDS, type ReportKind } from '../../../../shared/domain/climber-rules';
import { useLocale, useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { formatNumber, formatPercent, formatShortDay } from '../../../lib/locale-format';
import { HoldColorLine } from './hold-color-line';
import { useBoulder, usePostComment, usePostReport } from '../api/boulders';
import { enqueueOpinion } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { CommentField, commentTooLong } from './comment-field';
import { usePendingOpinions } from '../offline/use-ascent-queue';

/**
 * One boulder in a sheet from the bottom (docs/product.md › Climbers: the app; Climbers: payloads): its public statistics, my stars (kept
 * on the phone when there is no network), the visible comments with mine to add, and 'Signaler un
 * problème' for the staff.
 */
export function BoulderSheet({ boulderId, onClose }: { boulderId: number | null; onClose: () => void }) {
  const t = useT(climberCatalog);
  const boulder = useBoulder(boulderId);
  return (
    <Drawer
      opened={boulderId !== null}
      onClose={onClose}
      position="bottom"
      size="90%"
      radius="md"
      title={boulder.data?.name ?? t('sheet.boulder')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {boulder.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : !boulder.data ? (
        <Alert color="orange">{t('sheet.notLoaded')}</Alert>
      ) : (
        <BoulderDetail key={boulder.data.id} boulder={boulder.data} />
      )}
    </Drawer>
  );
}

function BoulderDetail({ boulder }: { boulder: ClimberBoulderDetail }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const { stats } = boulder;
  return (
    <Stack gap="md" data-testid="boulder-sheet">
      {boulder.picture && (
        <img
          src={boulder.picture}
          alt={t('sheet.photo', { name: boulder.name })}
          style={{ width: '100%', maxHeight: '45vh', objectFit: 'contain', borderRadius: 12, background: 'var(--mantine-color-gray-1)' }}
        />
      )}
      <Text c="dimmed" fz="sm">
        {t('sheet.opened', { grade: boulder.grade, date: formatShortDay(boulder.openedAt, locale) })}
        {boulder.plannedDismantling ? t('sheet.dismantling', { date: formatShortDay(boulder.plannedDismantling, locale) }) : ''}
      </Text>
      <HoldColorLine holdColor={boulder.holdColor} size="sm" />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        <Text fz="sm">{t('sheet.success', { value: stats.successRate === null ? '–' : formatPercent(stats.successRate, locale) })}</Text>
        <Text fz="sm">{t('sheet.flash', { value: stats.flashRate === null ? '–' : formatPercent(stats.flashRate, locale) })}</Text>
        <Text fz="sm">{t('sheet.feltGrade', { value: stats.averageGrade ?? '–' })}</Text>
        <Text fz="sm">
          {t('sheet.rating', {
            value: stats.rating === null ? '–' : t('sheet.outOfFive', { value: formatNumber(stats.rating, locale) }),
            count: stats.ratingCount,
          })}
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
  const t = useT(climberCatalog);
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
        {t('sheet.myStars')}
      </Text>
      <Rating
        value={stars}
        onChange={(value) => void rate(value)}
        getSymbolLabel={(count) => t('sheet.stars', { count })}
        size="lg"
        aria-labelledby="my-stars"
      />
    </Group>
  );
}

function Comments({ boulder }: { boulder: ClimberBoulderDetail }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const [text, setText] = useState('');
  const post = usePostComment(boulder.id);
  const trimmed = text.trim();
  const tooLong = commentTooLong(text);
  const publish = () =>
    post.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => notifications.show({ color: 'red', title: t('sheet.commentNotPublished'), message: error.message }),
    });
  return (
    <Stack gap="xs" component="section" aria-label={t('sheet.comments')}>
      <Title order={3} fz="md">
        {t('sheet.commentsCount', { count: boulder.comments.length })}
      </Title>
      {boulder.comments.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('sheet.noComment')}
        </Text>
      )}
      {boulder.comments.map((comment) => (
        <div key={comment.id}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
          <Text fz="xs" c="dimmed">
            {comment.author.firstName} {comment.author.lastInitial} · {formatShortDay(comment.createdAt, locale)}
          </Text>
        </div>
      ))}
      <CommentField label={t('sheet.yourComment')} value={text} onChange={setText} />
      <Button variant="light" onClick={publish} disabled={!trimmed || tooLong} loading={post.isPending}>
        {t('sheet.publish')}
      </Button>
    </Stack>
  );
}

function ReportProblem({ boulderId }: { boulderId: number }) {
  const t = useT(climberCatalog);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [text, setText] = useState('');
  const report = usePostReport(boulderId);
  if (report.isSuccess) {
    return (
      <Alert color="teal" title={t('sheet.reported')}>
        {t('sheet.reportedText')}
      </Alert>
    );
  }
  if (!open) {
    return (
      <Anchor component="button" type="button" c="red" fz="sm" onClick={() => setOpen(true)}>
        {t('sheet.report')}
      </Anchor>
    );
  }
  const send = () =>
    kind &&
    report.mutate(
      { kind, text: text.trim() || null },
      { onError: (error) => notifications.show({ color: 'red', title: t('sheet.reportNotSent'), message: error.message }) },
    );
  return (
    <Stack gap="xs" component="section" aria-label={t('sheet.report')}>
      <Radio.Group label={t('sheet.report')} value={kind} onChange={(value) => setKind(value as ReportKind)}>
        <Stack gap={6} mt={6}>
          {REPORT_KINDS.map((value) => (
            <Radio key={value} value={value} label={t(`sheet.reportKind.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('sheet.reportDetails')}
        autosize
        minRows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={text.trim().length > CLIMBER_LIMITS.reportTextMaxLength ? t('sheet.reportTooLong', { max: CLIMBER_LIMITS.reportTextMaxLength }) : undefined}
      />
      <Button color="red" variant="light" onClick={send} disabled={!kind || text.trim().length > CLIMBER_LIMITS.reportTextMaxLength} loading={report.isPending}>
        {t('sheet.sendReport')}
      </Button>
    </Stack>
  );
}
