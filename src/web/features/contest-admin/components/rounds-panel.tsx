import { Alert, Button, Checkbox, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconDownload, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contest } from '../../../../shared/contract/contests';
import { CONTEST_LIMITS } from '../../../../shared/domain/contest-rules';
import { formatLongDateTime } from '../../../../shared/domain/dates';
import { errorText } from '../../../api/api-client';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { exportPaths, useDraw, useStartFinal } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';
import { useT } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';

function StartFinal({ contest }: { contest: Contest }) {
  const t = useT(contestAdminCatalog);
  const start = useStartFinal(contest.id);
  const [count, setCount] = useState<number | ''>(CONTEST_LIMITS.defaultFinalists);
  const [boulders, setBoulders] = useState<number | ''>(4);
  const [zone, setZone] = useState(true);
  const [asking, setAsking] = useState(false);
  const launch = () => {
    setAsking(false);
    start.mutate({
      ...(count === '' ? {} : { count }),
      boulders: Array.from({ length: Number(boulders) }, (_, i) => ({ number: i + 1, name: t('contestAdmin.finale2', { i: i + 1 }), zone })),
    });
  };
  // Finalists are taken from the ranking of the moment: while the qualification runs, ask first.
  const qualificationRunning = contest.state === 'running';
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('contestAdmin.finalePrendMeilleursChaque')}
      </Text>
      <Group grow align="flex-start">
        <NumberField
          label={t('contestAdmin.finalistesParCategorie')}
          min={1}
          max={CONTEST_LIMITS.finalistsMax}
          value={count}
          onChange={(v) => setCount(typeof v === 'number' ? v : '')}
        />
        <NumberField label={t('contestAdmin.blocsFinale')} min={1} max={20} value={boulders} onChange={(v) => setBoulders(typeof v === 'number' ? v : '')} />
      </Group>
      <Checkbox label={t('contestAdmin.blocsFinaleOntZone')} checked={zone} onChange={(event) => setZone(event.currentTarget.checked)} />
      <ErrorAlert>{start.isError && errorText(start.error)}</ErrorAlert>
      <Group justify="flex-end">
        <Button
          leftSection={<IconTrophy size={16} aria-hidden="true" />}
          loading={start.isPending}
          disabled={boulders === ''}
          onClick={() => (qualificationRunning ? setAsking(true) : launch())}
        >
          {t('contestAdmin.lancerFinale')}
        </Button>
      </Group>
      <ConfirmModal
        cancelLabel={t('contestAdmin.annuler')}
        opened={asking}
        title={t('contestAdmin.lancerFinale')}
        confirmLabel={t('contestAdmin.lancerFinaleQuandMeme')}
        onConfirm={launch}
        onClose={() => setAsking(false)}
      >
        {t('contestAdmin.qualificationEstEncoreCours', { longDateTime: formatLongDateTime(contest.endsAt) }) +
          `maintenant : les résultats saisis ensuite ne changeront plus qui va en finale.`}
      </ConfirmModal>
    </Stack>
  );
}

function Draw({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const draw = useDraw(contest.id);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [count, setCount] = useState<number | ''>(1);
  const [last, setLast] = useState<number[] | null>(null);
  const categoryName = new Map(contest.categories.map((c) => [c.id, c.name]));
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('contestAdmin.parmiCompetiteursQuiOnt')}
      </Text>
      {!readOnly && (
        <>
          <Group grow align="flex-start">
            <Select
              label={t('contestAdmin.categorie2')}
              placeholder={t('contestAdmin.toutesCategories')}
              clearable
              data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={categoryId}
              onChange={setCategoryId}
            />
            <NumberField
              label={t('contestAdmin.nombreGagnants')}
              min={1}
              max={CONTEST_LIMITS.drawMax}
              value={count}
              onChange={(v) => setCount(typeof v === 'number' ? v : '')}
            />
          </Group>
          {draw.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(draw.error)}
            </Alert>
          )}
          {last !== null && last.length === 0 && (
            <Alert color="orange" variant="light" role="status">
              {t('contestAdmin.personneAutrePeutEtre')}
              {categoryId === null ? '' : t('contestAdmin.dans', { get: categoryName.get(Number(categoryId)) ?? 'cette catégorie' })}{' '}
              {t('contestAdmin.tousCompetiteursQuiOnt')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconArrowsShuffle size={16} aria-hidden="true" />}
              loading={draw.isPending}
              disabled={count === ''}
              onClick={() =>
                draw.mutate(
                  // Each click is its own draw; its id makes a resent request answer the same winners.
                  { categoryId: categoryId === null ? null : Number(categoryId), count: Number(count), drawId: crypto.randomUUID() },
                  { onSuccess: (answer) => setLast(answer.winners.map((w) => w.competitorId)) },
                )
              }
            >
              {t('contestAdmin.tirerSort')}
            </Button>
          </Group>
        </>
      )}
      <Title order={3} fz="h5">
        {t('contestAdmin.gagnants')}
      </Title>
      {contest.winners.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('contestAdmin.aucunTiragePourInstant')}
        </Text>
      ) : (
        <List type="ordered" spacing={4} data-testid="draw-winners">
          {contest.winners.map((w) => (
            <List.Item key={w.competitorId} fw={last?.includes(w.competitorId) ? 700 : 400}>
              {w.firstName} {w.lastName}{' '}
              <Text span c="dimmed" fz="sm">
                · {categoryName.get(w.categoryId)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** docs/product.md › Contests: back office Rounds, Draw and Results: start the final, 'Tirage au sort', the exports and the public pages. */
export function RoundsPanel({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const final = contest.rounds.find((r) => r.kind === 'final');
  const paths = exportPaths(contest.id);
  const download = (href: string, label: string) => (
    <Button component="a" href={href} download variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />}>
      {label}
    </Button>
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <AdminSection id="contest-final" title={t('contestAdmin.finale')}>
        {final && 'count' in final ? (
          <Text fz="sm">{t('contestAdmin.finaleLanceeMeilleursChaque', { count: final.count, bouldersCount: final.boulders.length })}</Text>
        ) : readOnly ? (
          <Text fz="sm" c="dimmed">
            {t('contestAdmin.finalePourInstant')}
          </Text>
        ) : (
          <StartFinal contest={contest} />
        )}
      </AdminSection>
      <AdminSection id="contest-draw" title={t('contestAdmin.tirageSort')}>
        <Draw contest={contest} readOnly={readOnly} />
      </AdminSection>
      <AdminSection id="contest-exports" title={t('contestAdmin.exports')}>
        <Group gap="sm">
          {download(paths.results('qualification'), t('contestAdmin.resultatsCsv'))}
          {final && download(paths.results('final'), t('contestAdmin.resultatsFinaleCsv'))}
          {download(paths.podiums, t('contestAdmin.podiumsPdf'))}
        </Group>
      </AdminSection>
    </SimpleGrid>
  );
}
