import { Alert, Anchor, Box, Container, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { SelfScoringCard } from '../../../components/self-scoring-card';
import { errorText } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { selfLinkQueue, type ResultEntry } from '../../../api/result-queue';
import { selfScoringLinkQueryOptions, sendLinkResult } from '../api/self-scoring-link';

/**
 * /contests/{slug}/moi/{token} (contests.md §1, §4): the personal link mailed to a competitor the
 * organiser registered without an account. No sign-in: the link's token is the key, and only opens
 * this competitor's own results in this contest.
 */
export function ContestSelfScoringPage() {
  const { slug = '', token = '' } = useParams();
  const queryClient = useQueryClient();
  const contest = useQuery(selfScoringLinkQueryOptions(token));
  const send = useCallback((entry: ResultEntry) => sendLinkResult(token, entry), [token]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.selfScoringLink(token) }), [queryClient, token]);

  return (
    <Box component="main" bg="gray.1" mih="100dvh" py="md">
      <Container size={560} px="sm">
        <Text fz="sm" c="dimmed" mb="xs">
          Gaston · mes résultats
        </Text>
        {contest.isPending ? (
          <Loader aria-label="Chargement" />
        ) : contest.isError ? (
          <Alert color="red" title="Lien inutilisable">
            {errorText(contest.error)} <Anchor href={`/contests/${encodeURIComponent(slug)}`}>Voir la page du contest</Anchor>
          </Alert>
        ) : (
          <SelfScoringCard contest={contest.data} queue={selfLinkQueue(token)} send={send} onSent={refresh} heading={1} />
        )}
        <Text fz="xs" c="dimmed" mt="md">
          Ce lien est personnel : ne le partage pas. Tes saisies faites sans réseau partent dès qu’il revient.
        </Text>
      </Container>
    </Box>
  );
}
