import { Alert, Button, FileButton, Group, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileImport, IconMailForward, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Contest, ContestCompetitor } from '../../../../shared/contract/contests';
import { foldKey } from '../../../../shared/domain/text-folding';
import { errorText } from '../../../api/api-client';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useAddCompetitor, useCompetitors, useEditCompetitor, useImportCompetitors, useSendSelfScoringLinks } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';
import { useT } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { DataTable } from '../../../components/data-table';

interface CompetitorFormValues {
  firstName: string;
  lastName: string;
  email: string;
  birthYear: number | '';
  categoryId: string | null;
  bib: number | '';
}

const FIELDS = ['firstName', 'lastName', 'email', 'birthYear', 'categoryId', 'bib'] as const;

function AddCompetitor({ contest }: { contest: Contest }) {
  const t = useT(contestAdminCatalog);
  const add = useAddCompetitor(contest.id);
  const empty: CompetitorFormValues = { firstName: '', lastName: '', email: '', birthYear: '', categoryId: String(contest.categories[0]?.id ?? ''), bib: '' };
  const form = useForm<CompetitorFormValues>({ mode: 'controlled', initialValues: empty });
  const [alert, setAlert] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label={t('contestAdmin.ajouterCompetiteur')}
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        add.mutate(
          {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email.trim() || null,
            birthYear: values.birthYear === '' ? null : values.birthYear,
            categoryId: Number(values.categoryId),
            bib: values.bib === '' ? null : values.bib,
          },
          {
            onSuccess: (competitor) => {
              notifications.show({
                color: 'teal',
                message: t('contestAdmin.ajouteEDossard', { firstName: competitor.firstName, lastName: competitor.lastName, bib: competitor.bib ?? '—' }),
              });
              form.setValues({ ...empty, categoryId: values.categoryId });
            },
            onError: (error) => {
              form.setErrors(fieldErrorsOf(error, FIELDS));
              setAlert(errorText(error));
            },
          },
        );
      })}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <TextInput label={t('contestAdmin.prenom')} required {...form.getInputProps('firstName')} />
        <TextInput label={t('contestAdmin.nom')} required {...form.getInputProps('lastName')} />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <NumberField label={t('contestAdmin.anneeNaissance')} {...form.getInputProps('birthYear')} />
        <Select
          label={t('contestAdmin.categorie2')}
          required
          allowDeselect={false}
          data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('categoryId')}
        />
        <NumberField label={t('contestAdmin.dossard')} description={t('contestAdmin.videProchainLibre')} {...form.getInputProps('bib')} />
      </SimpleGrid>
      {alert && (
        <Alert color="red" variant="light" role="alert" mt="sm" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {alert}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={add.isPending} leftSection={<IconUserPlus size={16} aria-hidden="true" />}>
          {t('contestAdmin.ajouter')}
        </Button>
      </Group>
    </form>
  );
}

interface Outcome {
  ok: boolean;
  text: string;
}

/** What an import or a sending did: a status when it went through, an alert when it did not. */
function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'teal' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}

function ImportCompetitors({ contestId }: { contestId: number }) {
  const t = useT(contestAdminCatalog);
  const importer = useImportCompetitors(contestId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {t('contestAdmin.fichierCsvUtf8')} <code>{t('contestAdmin.prenomNomEmailAnnee')}</code>
        {t('contestAdmin.dateNaissanceJjMm')}
      </Text>
      <Group>
        <FileButton
          accept=".csv,text/csv"
          onChange={(file) => {
            if (!file) return;
            setOutcome(null);
            importer.mutate(file, {
              onSuccess: (answer) =>
                setOutcome({
                  ok: true,
                  text: t('contestAdmin.imported', { imported: answer.imported, skipped: answer.skipped }),
                }),
              onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
            });
          }}
        >
          {(props) => (
            <Button {...props} variant="light" loading={importer.isPending} leftSection={<IconFileImport size={16} aria-hidden="true" />}>
              {t('contestAdmin.importerCsv')}
            </Button>
          )}
        </FileButton>
      </Group>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

/** docs/product.md › Contests: who may do what: competitors registered without an account score themselves from a personal link, mailed once. */
function SelfScoringLinks({ contest }: { contest: Contest }) {
  const t = useT(contestAdminCatalog);
  const sender = useSendSelfScoringLinks(contest.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!contest.selfScoring) {
    return (
      <Text fz="sm" c="dimmed">
        {t('contestAdmin.autoSaisieEstDesactivee')}
      </Text>
    );
  }
  const send = () => {
    setOutcome(null);
    sender.mutate(undefined, {
      onSuccess: (answer) =>
        setOutcome({
          ok: answer.failed === 0,
          text: [
            answer.sent === 0 ? t('contestAdmin.aucunNouveauLienEnvoyer') : t('contestAdmin.linksSent', { count: answer.sent }),
            answer.failed > 0 ? t('contestAdmin.linksFailed', { count: answer.failed }) : '',
            t('contestAdmin.withLink', { count: answer.withLink }),
            answer.withoutEmail > 0 ? t('contestAdmin.withoutEmail', { count: answer.withoutEmail }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        }),
      onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
    });
  };
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {t('contestAdmin.chaqueCompetiteurInscritSans')}
      </Text>
      <Group>
        <Button variant="light" onClick={send} loading={sender.isPending} leftSection={<IconMailForward size={16} aria-hidden="true" />}>
          {t('contestAdmin.envoyerLiensPersonnels')}
        </Button>
      </Group>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

function CompetitorRow({ contest, competitor, readOnly }: { contest: Contest; competitor: ContestCompetitor; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const edit = useEditCompetitor(contest.id);
  const [bib, setBib] = useState<number | ''>(competitor.bib ?? '');
  // Shown at once, put back if the server refuses.
  const [disqualified, setDisqualified] = useState(competitor.disqualified);
  const name = `${competitor.firstName} ${competitor.lastName}`;
  const save = (body: { categoryId?: number; bib?: number | null; disqualified?: boolean }, undo?: () => void) =>
    edit.mutate(
      { id: competitor.id, body },
      {
        onError: (error) => {
          undo?.();
          notifications.show({ color: 'red', title: name, message: errorText(error) });
        },
      },
    );

  return (
    <Table.Tr data-testid={`competitor-${competitor.id}`} opacity={disqualified ? 0.6 : 1}>
      <Table.Td w={110}>
        <NumberField
          aria-label={t('contestAdmin.dossard2', { name })}
          size="xs"
          min={1}
          disabled={readOnly}
          value={bib}
          onChange={(value) => setBib(typeof value === 'number' ? value : '')}
          onBlur={() => {
            const next = bib === '' ? null : bib;
            if (next !== competitor.bib) save({ bib: next }, () => setBib(competitor.bib ?? ''));
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      </Table.Td>
      <Table.Td>
        <Text fw={500} fz="sm">
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {[competitor.email, competitor.birthYear].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td w={200}>
        <Select
          aria-label={t('contestAdmin.categorie3', { name })}
          size="xs"
          allowDeselect={false}
          disabled={readOnly}
          data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={String(competitor.categoryId)}
          onChange={(value) => value && Number(value) !== competitor.categoryId && save({ categoryId: Number(value) })}
        />
      </Table.Td>
      <Table.Td w={150}>
        <Switch
          label={t('contestAdmin.disqualifie')}
          color="red"
          aria-label={t('contestAdmin.disqualifie2', { name })}
          size="sm"
          disabled={readOnly}
          checked={disqualified}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setDisqualified(next);
            save({ disqualified: next }, () => setDisqualified(!next));
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/product.md › Contests: back office Competitors: add by hand, import a CSV, move between categories, disqualify, bibs. */
export function CompetitorsPanel({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const t = useT(contestAdminCatalog);
  const competitors = useCompetitors(contest.id);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const shown = useMemo(() => {
    const key = foldKey(search);
    return (competitors.data ?? []).filter(
      (c) =>
        (category === null || String(c.categoryId) === category) &&
        (key === '' || foldKey(`${c.firstName} ${c.lastName}`).includes(key) || String(c.bib ?? '') === key),
    );
  }, [competitors.data, search, category]);

  return (
    <Stack gap="lg">
      {!readOnly && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <AdminSection id="add-competitor" title={t('contestAdmin.ajouterCompetiteur')}>
            <AddCompetitor contest={contest} />
          </AdminSection>
          <AdminSection id="import-competitors" title={t('contestAdmin.importerListe')}>
            <ImportCompetitors contestId={contest.id} />
          </AdminSection>
        </SimpleGrid>
      )}
      {!readOnly && (
        <AdminSection id="self-scoring-links" title={t('contestAdmin.liensAutoSaisie')}>
          <SelfScoringLinks contest={contest} />
        </AdminSection>
      )}
      <AdminSection
        id="competitor-list"
        title={t('contestAdmin.competiteurs', { dataCount: competitors.data?.length ?? '…' })}
        aside={
          <Group gap="xs">
            <Select
              aria-label={t('contestAdmin.filtrerParCategorie')}
              placeholder={t('contestAdmin.toutesCategories')}
              clearable
              size="sm"
              data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={setCategory}
            />
            <TextInput
              aria-label={t('contestAdmin.chercherCompetiteur')}
              placeholder={t('contestAdmin.nomDossard')}
              size="sm"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Group>
        }
      >
        {competitors.isError && <Text c="red">{errorText(competitors.error)}</Text>}
        {competitors.data && competitors.data.length === 0 && <Text c="dimmed">{t('contestAdmin.aucunCompetiteurPourInstant')}</Text>}
        {shown.length > 0 && (
          <DataTable
            minWidth={640}
            verticalSpacing={6}
            striped
            highlightOnHover
            columns={[t('contestAdmin.dossard'), t('contestAdmin.competiteur2'), t('contestAdmin.categorie2'), t('contestAdmin.statut')]}
          >
            {shown.map((competitor) => (
              <CompetitorRow
                key={`${competitor.id}-${competitor.bib}-${competitor.disqualified}`}
                contest={contest}
                competitor={competitor}
                readOnly={readOnly}
              />
            ))}
          </DataTable>
        )}
      </AdminSection>
    </Stack>
  );
}
