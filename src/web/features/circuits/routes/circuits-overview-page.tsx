import { Alert, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconMapPinOff } from '@tabler/icons-react';
import { monthRangeLabel } from '../../../../shared/domain/dates';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useCurrentGym } from '../../../api/current-gym';
import { useCircuitHeaders } from '../api/get-circuit-headers';
import { CircuitStatRow } from '../components/circuit-stat-row';
import { DifficultyShareBar } from '../components/difficulty-share-bar';
import { chooseCircuit } from '../lib/chosen-circuit';
import { SetupHint } from '../../../components/setup-hint';
import { useT } from '../../../lib/i18n';
import { circuitsCatalog } from '../../../lib/catalogs/circuits';
import { PageStack, PageHeading } from '../../../components/headings';
import { RetryBox } from '../../../components/retry-box';

/**
 * /circuits-overview (docs/product.md › Back office: screens): the boulder distribution per circuit with its level split,
 * a tips box and one row per circuit against last month; a row leads to /circuits-details.
 */
export function CircuitsOverviewPage() {
  const t = useT(circuitsCatalog);
  const { gymId, name: gymName } = useCurrentGym();
  const headersQuery = useCircuitHeaders(gymId);
  const headers = headersQuery.data;
  useFailureNotice(headersQuery.error, 'circuit-headers', t('circuits.circuitsSalleOntPu'));

  return (
    <PageStack maw={1280}>
      <PageHeading title={t('circuits.circuits')} fz="lg">
        {gymName}
      </PageHeading>

      {gymId === null ? (
        <Alert variant="light" color="gray" icon={<IconMapPinOff size={20} aria-hidden="true" />}>
          {t('circuits.aucuneSalleSelectionneeChoisis')}
        </Alert>
      ) : (
        <>
          <Grid gap="lg" align="stretch">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder p="lg" h="100%" component="section" aria-labelledby="circuits-distribution-title">
                <Title order={2} fz="lg" id="circuits-distribution-title" mb="sm">
                  {t('circuits.repartitionBlocsParDifficulte')}
                </Title>
                {headers ? (
                  <DifficultyShareBar headers={headers} />
                ) : (
                  <Stack gap="sm" aria-hidden="true">
                    <Skeleton h={14} w={120} />
                    <Skeleton h={36} />
                    <Skeleton h={14} w="80%" />
                  </Stack>
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Alert variant="light" color="ochre" h="100%" icon={<IconBulb size={20} aria-hidden="true" />} title={t('circuits.astuce')}>
                {t('circuits.cliqueSurCircuitPour', { monthRangeLabel: monthRangeLabel() })}
              </Alert>
            </Grid.Col>
          </Grid>

          <Stack gap="sm" component="section" aria-labelledby="circuits-list-title">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg" id="circuits-list-title">
                {t('circuits.statistiquesParCircuit')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('circuits.parRapportMoisDernier')}
              </Text>
            </Group>
            {headers?.map((header) => (
              <CircuitStatRow key={header.id} header={header} onChoose={(chosen) => chooseCircuit(chosen, gymId)} />
            ))}
            {headers?.length === 0 && <SetupHint kind="circuits" ta="center" py="lg" />}
            {!headers && headersQuery.isError && <RetryBox py="lg" text={t('circuits.circuitsOntPuEtre')} onRetry={() => void headersQuery.refetch()} />}
            {!headers && !headersQuery.isError && Array.from({ length: 5 }, (_, index) => <Skeleton key={index} h={120} radius="lg" aria-hidden="true" />)}
          </Stack>
        </>
      )}
    </PageStack>
  );
}
