import { Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Contest, ContestBoulder, ContestCompetitor } from '../../../../shared/contract/contests';
import { resultCell } from '../../../../shared/domain/contest-rules';
import { errorText } from '../../../api/api-client';
import { liveRankingQueryOptions } from '../../../api/live-contest';
import { ErrorAlert } from '../../../components/error-alert';
import { useCompetitors, useContestResults, useCorrectResult, useResultHistory, type Correction } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';
import { useT } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { DataTable } from '../../../components/data-table';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface Cell {
  competitor: ContestCompetitor;
  boulder: ContestBoulder;
  round: 'qualification' | 'final';
}

type Stored = Omit<Correction, 'competitorId' | 'boulderId'>;
const NOT_TRIED: Stored = { attempts: 0, zoneAttempt: null, topAttempt: null };

function CorrectionForm({ contestId, cell, current, onDone }: { contestId: number; cell: Cell; current: Stored; onDone: () => void }) {
  const t = useT(contestAdminCatalog);
  const correct = useCorrectResult(contestId);
  const [values, setValues] = useState(current);
  // One client id per opened form: a retried click is the same correction, counted once.
  const [clientId] = useState(() => crypto.randomUUID());
  const history = useResultHistory(contestId, cell.competitor.id);
  const entries = (history.data ?? []).filter((e) => e.boulderId === cell.boulder.id);
  const number = (value: string | number) => (typeof value === 'number' ? value : null);

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <NumberField
          label={t('contestAdmin.essais')}
          min={0}
          max={999}
          value={values.attempts}
          onChange={(v) => setValues({ ...values, attempts: number(v) ?? 0 })}
        />
        {cell.boulder.zone && (
          <NumberField
            label={t('contestAdmin.zoneEssai')}
            description={t('contestAdmin.videZone')}
            min={1}
            value={values.zoneAttempt ?? ''}
            onChange={(v) => setValues({ ...values, zoneAttempt: number(v) })}
          />
        )}
        <NumberField
          label={t('contestAdmin.topEssai')}
          description={t('contestAdmin.videTop')}
          min={1}
          value={values.topAttempt ?? ''}
          onChange={(v) => setValues({ ...values, topAttempt: number(v) })}
        />
      </Group>
      <ErrorAlert>{correct.isError && errorText(correct.error)}</ErrorAlert>
      <Group justify="flex-end">
        <Button
          loading={correct.isPending}
          onClick={() => correct.mutate({ clientId, competitorId: cell.competitor.id, boulderId: cell.boulder.id, ...values }, { onSuccess: onDone })}
        >
          {t('contestAdmin.enregistrerCorrection')}
        </Button>
      </Group>
      <div>
        <Title order={3} fz="h5" mb={4}>
          {t('contestAdmin.historique')}
        </Title>
        {entries.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {history.isPending ? 'Chargement…' : t('contestAdmin.aucuneSaisieSurBloc')}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={4} data-testid="result-history">
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.clientId}>
                  <Table.Td c="dimmed">{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                  <Table.Td>
                    {t(`contestAdmin.source.${entry.source}`)}
                    {entry.author ? ` · ${entry.author}` : entry.source === 'judge' ? t('contestAdmin.retire') : ''}
                  </Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {resultCell(cell.boulder.zone, entry) || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </Stack>
  );
}

/** docs/product.md › Contests: back office Scoring: the organiser's table, to correct any result; every correction goes to the history. */
export function ResultsPanel({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const competitors = useCompetitors(contest.id);
  const results = useContestResults(contest.id);
  const final = contest.rounds.find((r) => r.kind === 'final');
  const [round, setRound] = useState<'qualification' | 'final'>('qualification');
  const [categoryId, setCategoryId] = useState<string>(String(contest.categories[0]?.id ?? ''));
  const [cell, setCell] = useState<Cell | null>(null);
  const boulders = round === 'final' && final && 'boulders' in final ? final.boulders : contest.boulders;
  const byPair = useMemo(() => new Map((results.data ?? []).map((r) => [`${r.competitorId}:${r.boulderId}`, r])), [results.data]);
  // The finalists are the final round's competitors of the ranking.
  const ranking = useQuery({ ...liveRankingQueryOptions(contest.slug), enabled: round === 'final' });
  const finalistIds = useMemo(() => {
    if (round !== 'final' || !ranking.data || !('rounds' in ranking.data)) return null;
    const finalRound = ranking.data.rounds.find((r) => r.kind === 'final');
    return new Set(finalRound?.categories.flatMap((c) => c.competitors.map((p) => p.competitorId)) ?? []);
  }, [round, ranking.data]);
  const rows = (competitors.data ?? [])
    .filter((c) => String(c.categoryId) === categoryId)
    .sort((a, b) => (a.bib ?? 1e9) - (b.bib ?? 1e9) || a.lastName.localeCompare(b.lastName, 'fr'));

  return (
    <AdminSection
      id="result-table"
      title={t('contestAdmin.resultats')}
      description={
        <>
          {readOnly ? t('contestAdmin.resultatsChaqueCompetiteurBloc') : t('contestAdmin.cliquezSurCasePour')} {t('contestAdmin.tTopEssaiZ')}
        </>
      }
      aside={
        <Group gap="xs">
          {final && (
            <SegmentedControl
              aria-label={t('contestAdmin.manche')}
              data={[
                { value: 'qualification', label: t('contestAdmin.qualification') },
                { value: 'final', label: t('contestAdmin.finale') },
              ]}
              value={round}
              onChange={(value) => setRound(value as 'qualification' | 'final')}
            />
          )}
          <Select
            aria-label={t('contestAdmin.categorie2')}
            allowDeselect={false}
            data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => value && setCategoryId(value)}
          />
        </Group>
      }
    >
      {(competitors.isError || results.isError) && <Text c="red">{errorText(competitors.error ?? results.error)}</Text>}
      {rows.length === 0 && competitors.data && <Text c="dimmed">{t('contestAdmin.aucunCompetiteurDansCategorie')}</Text>}
      {rows.length > 0 && boulders.length > 0 && (
        <DataTable
          minWidth={Math.max(480, 200 + boulders.length * 64)}
          withColumnBorders
          striped
          verticalSpacing={2}
          fz="sm"
          data-testid="correction-table"
          columns={[t('contestAdmin.competiteur2'), ...boulders.map((b) => ({ label: b.number, key: b.id, ta: 'center' as const, w: 64 }))]}
        >
          {rows
            .filter((c) => round === 'qualification' || finalistIds?.has(c.id))
            .map((competitor) => (
              <Table.Tr key={competitor.id}>
                <Table.Td>
                  <Text fz="sm" fw={500} td={competitor.disqualified ? 'line-through' : undefined}>
                    {competitor.bib !== null && (
                      <Text span c="dimmed">
                        {competitor.bib} ·{' '}
                      </Text>
                    )}
                    {competitor.firstName} {competitor.lastName}
                  </Text>
                </Table.Td>
                {boulders.map((boulder) => {
                  const result = byPair.get(`${competitor.id}:${boulder.id}`);
                  const text = resultCell(boulder.zone, result) || '·';
                  return (
                    <Table.Td key={boulder.id} ta="center" p={0} style={{ whiteSpace: 'nowrap' }}>
                      {readOnly ? (
                        <Text fz="sm" ff="monospace">
                          {text}
                        </Text>
                      ) : (
                        <UnstyledButton
                          w="100%"
                          py={6}
                          ff="monospace"
                          fz="sm"
                          aria-label={
                            t('contestAdmin.corrigerBloc', { firstName: competitor.firstName, lastName: competitor.lastName, number: boulder.number }) +
                            `${text === '·' ? t('contestAdmin.essaye') : text}`
                          }
                          onClick={() => setCell({ competitor, boulder, round })}
                        >
                          {text}
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
        </DataTable>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('contestAdmin.fermer') }}
        size="lg"
        opened={cell !== null}
        onClose={() => setCell(null)}
        title={
          cell
            ? t('contestAdmin.bloc3', {
                firstName: cell.competitor.firstName,
                lastName: cell.competitor.lastName,
                round: cell.round === 'final' ? 'final' : 'other',
                number: cell.boulder.number,
              })
            : ''
        }
      >
        {cell && (
          <CorrectionForm
            key={`${cell.competitor.id}:${cell.boulder.id}`}
            contestId={contest.id}
            cell={cell}
            current={byPair.get(`${cell.competitor.id}:${cell.boulder.id}`) ?? NOT_TRIED}
            onDone={() => setCell(null)}
          />
        )}
      </Modal>
    </AdminSection>
  );
}
