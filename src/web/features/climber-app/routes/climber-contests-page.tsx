import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SelfScoringCard } from '../../../components/self-scoring-card';
import { errorText } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { selfScoringQueue } from '../../../api/result-queue';
import { sendOwnResult, useMyContests } from '../api/mine';
import { SignedIn } from '../components/profile-fields';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** /app/contests 'Mes contests': the contests I registered for with this account, and self-scoring (docs/product.md › Contests: scoring entry). */
export function ClimberContestsPage() {
  return <SignedIn>{() => <MyContestsList />}</SignedIn>;
}

function MyContestsList() {
  const t = useT(climberCatalog);
  const contests = useMyContests();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.climberContests() }), [queryClient]);
  return (
    <Stack gap="md" pb="md">
      <Title order={1} fz={26}>
        {t('contests.title')}
      </Title>
      {contests.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : contests.isError ? (
        <Alert color="red">{errorText(contests.error)}</Alert>
      ) : contests.data.contests.length === 0 ? (
        <Text c="dimmed">{t('contests.empty')}</Text>
      ) : (
        contests.data.contests.map((contest) => (
          <SelfScoringCard key={contest.id} contest={contest} queue={selfScoringQueue(contest.id)} send={sendOwnResult} onSent={refresh} />
        ))
      )}
    </Stack>
  );
}
