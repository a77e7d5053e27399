import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { CommentList, CommentListSkeleton } from '../../../components/comment-list';
import { useFailureNotice } from '../../../lib/use-failure-notice';
import { useCurrentGym } from '../../../api/current-gym';
import { useGymCommentsPages } from '../api/get-gym-comments-page';

/**
 * /comments (back-office.md §2): every comment of the gym, newest first, fetched by pages of 20 with
 * 'Charger plus' (a gym can have thousands: the first view stays small).
 */
export function CommentsPage() {
  const { gymId, name } = useCurrentGym();
  const pages = useGymCommentsPages(gymId);
  useFailureNotice(pages.error, 'gym-comments', 'Les commentaires n’ont pas pu être chargés.');
  const count = pages.data?.pages[0]?.count;
  const comments = pages.data?.pages.flatMap((page) => page.results);
  const rest = count !== undefined && comments ? count - comments.length : 0;

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={960} mx="auto" w="100%">
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>Commentaires</Title>
          {count !== undefined && (
            <Badge size="lg" variant="light" data-testid="comments-count" aria-label={`${count} commentaire${count > 1 ? 's' : ''}`}>
              {count}
            </Badge>
          )}
        </Group>
        <Group gap={6} mt={4} c="dimmed" wrap="nowrap">
          <IconBuildingStore size={18} aria-hidden="true" />
          {name ? (
            <Text fz="lg" fw={600} c="dark.4">
              {name}
            </Text>
          ) : (
            <Skeleton h={16} w={180} />
          )}
        </Group>
        <Text c="dimmed" fz="sm" mt={4}>
          Tous les commentaires laissés par les grimpeurs sur les blocs de la salle, du plus récent au plus ancien.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {comments ? (
          <Stack gap="xs">
            <CommentList comments={comments} />
            {pages.hasNextPage && (
              <Group justify="center">
                <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  Charger plus ({rest} restant{rest > 1 ? 's' : ''})
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <CommentListSkeleton rows={8} />
        )}
      </Paper>
    </Stack>
  );
}
