import { Avatar, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageCircleOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { Comment } from '../../shared/contract/routes';
import { formatShortDate } from '../../shared/domain/dates';
import { DifficultyIcon } from './difficulty-icon';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** docs/product.md › Back office: errors and empty states "No comments". */

export interface CommentListProps {
  comments: readonly Comment[];
  /**
   * Show this many, then an 'Afficher plus' button adding as many again (long lists such as
   * /comments render progressively). Without it every comment is shown.
   */
  pageSize?: number;
  /** Hide the boulder line (e.g. in the boulder's own modal). */
  hideBoulder?: boolean;
  /** Replaces 'Pas encore de commentaire'. */
  emptyText?: string;
}

const authorName = (comment: Comment) => `${comment.user.first_name} ${comment.user.last_name}`.trim();

function CommentItem({ comment, hideBoulder, separated }: { comment: Comment; hideBoulder: boolean; separated: boolean }) {
  const name = authorName(comment);
  return (
    <Box component="li" data-testid="comment" py="sm" style={{ listStyle: 'none', borderTop: separated ? '1px solid var(--mantine-color-gray-2)' : undefined }}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar src={comment.user.profile_picture || null} name={name} color="initials" alt="" radius="xl" size={38} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} justify="space-between" wrap="nowrap">
            <Text fw={600} fz="sm" truncate="end">
              {name}
            </Text>
            <Text component="time" dateTime={comment.created_at} fz="xs" c="dimmed" style={{ flex: 'none' }}>
              {formatShortDate(comment.created_at)}
            </Text>
          </Group>
          {!hideBoulder && (
            <Group gap={6} wrap="nowrap" data-testid="comment-boulder">
              <DifficultyIcon svg={comment.route.gym_difficulty.svg} size={16} />
              <Text fz="xs" c="dimmed" truncate="end">
                <Text span fz="xs" fw={600} c="var(--mantine-color-text)">
                  {comment.route.name}
                </Text>
                {comment.route.sector.name ? ` · ${comment.route.sector.name}` : ''}
              </Text>
            </Group>
          )}
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.comment}
          </Text>
        </Stack>
      </Group>
    </Box>
  );
}

/**
 * Comments of boulders: author's picture and name, date, the boulder (difficulty symbol and name)
 * and the text; 'Pas encore de commentaire' when there is none.
 */
export function CommentList({ comments, pageSize, hideBoulder = false, emptyText }: CommentListProps) {
  const t = useT(backOfficeCatalog);
  const [shownCount, setShownCount] = useState(pageSize ?? Infinity);

  if (comments.length === 0) {
    return (
      <Group gap="xs" c="dimmed" py="md" justify="center" data-testid="comments-empty">
        <IconMessageCircleOff size={18} aria-hidden="true" />
        <Text fz="sm" c="dimmed">
          {emptyText ?? t('backOffice.noCommentYet')}
        </Text>
      </Group>
    );
  }

  const shown = comments.slice(0, shownCount);
  const rest = comments.length - shown.length;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((comment, index) => (
          <CommentItem key={comment.id} comment={comment} hideBoulder={hideBoulder} separated={index > 0} />
        ))}
      </Stack>
      {pageSize !== undefined && rest > 0 && (
        <Group justify="center">
          <Button variant="light" onClick={() => setShownCount((count) => count + pageSize)}>
            {t('backOffice.afficherPlusRestant', { rest })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Placeholder rows with the shape of comments, while they load. */
export function CommentListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-hidden="true" data-testid="comments-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
          <Skeleton circle height={38} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="40%" />
            <Skeleton height={8} width="30%" />
            <Skeleton height={10} width="90%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** A comments block in a card, with its loading state (used by the dashboard and other screens). */
export function CommentsCard({
  title,
  comments,
  loading,
  pageSize,
}: {
  title: string;
  comments: readonly Comment[] | undefined;
  loading: boolean;
  pageSize?: number;
}) {
  return (
    <Paper withBorder p="lg">
      <Text fw={700} fz="lg" mb="sm" component="h2">
        {title}
      </Text>
      {loading || !comments ? <CommentListSkeleton /> : <CommentList comments={comments} pageSize={pageSize} />}
    </Paper>
  );
}
