import { CountedPageTitle } from '../../../components/counted-page-title';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { CommentList, CommentListSkeleton } from '../../../components/comment-list';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useCurrentGym } from '../../../api/current-gym';
import { useGymCommentsPages } from '../api/get-gym-comments-page';
import { useT } from '../../../lib/i18n';
import { backOfficeCatalog } from '../../../lib/catalogs/back-office';
import { PageStack } from '../../../components/headings';

/**
 * /comments (docs/product.md › Back office: screens): every comment of the gym, newest first, fetched by pages of 20 with
 * 'Charger plus' (a gym can have thousands: the first view stays small).
 */
export function CommentsPage() {
  const t = useT(backOfficeCatalog);
  const { gymId, name } = useCurrentGym();
  const pages = useGymCommentsPages(gymId);
  useFailureNotice(pages.error, 'gym-comments', t('backOffice.commentairesOntPuEtre'));
  const count = pages.data?.pages[0]?.count;
  const comments = pages.data?.pages.flatMap((page) => page.results);
  const rest = count !== undefined && comments ? count - comments.length : 0;

  return (
    <PageStack maw={960}>
      <CountedPageTitle
        title={t('backOffice.commentaires')}
        count={count}
        countLabel={(n) => t('backOffice.commentaire', { n })}
        testId="comments-count"
        gymName={name}
      >
        {t('backOffice.tousCommentairesLaissesPar')}
      </CountedPageTitle>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {comments ? (
          <Stack gap="xs">
            <CommentList comments={comments} />
            {pages.hasNextPage && (
              <Group justify="center">
                <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  {t('backOffice.chargerPlusRestant', { rest })}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <CommentListSkeleton rows={8} />
        )}
      </Paper>
    </PageStack>
  );
}
