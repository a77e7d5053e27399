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
  const add = useAddCompetitor(contest.id);
  const empty: CompetitorFormValues = { firstName: '', lastName: '', email: '', birthYear: '', categoryId: String(contest.categories[0]?.id ?? ''), bib: '' };
  const form = useForm<CompetitorFormValues>({ mode: 'controlled', initialValues: empty });
  const [alert, setAlert] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="Ajouter un compétiteur"
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
              notifications.show({ color: 'teal', message: `${competitor.firstName} ${competitor.lastName} ajouté(e), dossard ${competitor.bib ?? '—'}.` });
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
        <TextInput label="Prénom" required {...form.getInputProps('firstName')} />
        <TextInput label="Nom" required {...form.getInputProps('lastName')} />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <NumberField label="Année de naissance" {...form.getInputProps('birthYear')} />
        <Select
          label="Catégorie"
          required
          allowDeselect={false}
          data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('categoryId')}
        />
        <NumberField label="Dossard" description="Vide : le prochain libre" {...form.getInputProps('bib')} />
      </SimpleGrid>
      {alert && (
        <Alert color="red" variant="light" role="alert" mt="sm" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {alert}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={add.isPending} leftSection={<IconUserPlus size={16} aria-hidden="true" />}>
          Ajouter
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
  const importer = useImportCompetitors(contestId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        Un fichier CSV en UTF-8, séparé par des points-virgules, avec les colonnes <code>prenom;nom;email;annee_naissance;categorie</code>. Une date de
        naissance (JJ/MM/AAAA ou « 12 mars 2010 ») est acceptée. Une ligne en erreur est signalée par son numéro et rien n'est importé.
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
                  text:
                    `${answer.imported} compétiteur${answer.imported > 1 ? 's' : ''} ` +
                    `importé${answer.imported > 1 ? 's' : ''}${answer.skipped > 0 ? `, ${answer.skipped} déjà inscrit${answer.skipped > 1 ? 's' : ''}` : ''}.`,
                }),
              onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
            });
          }}
        >
          {(props) => (
            <Button {...props} variant="light" loading={importer.isPending} leftSection={<IconFileImport size={16} aria-hidden="true" />}>
              Importer un CSV
            </Button>
          )}
        </FileButton>
      </Group>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** contests.md §1: competitors registered without an account score themselves from a personal link, mailed once. */
function SelfScoringLinks({ contest }: { contest: Contest }) {
  const sender = useSendSelfScoringLinks(contest.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!contest.selfScoring) {
    return (
      <Text fz="sm" c="dimmed">
        L'auto-saisie est désactivée : activez-la dans l'onglet Réglages pour envoyer aux compétiteurs leur lien personnel.
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
            answer.sent === 0 ? 'Aucun nouveau lien à envoyer.' : `${plural(answer.sent, 'lien envoyé', 'liens envoyés')}.`,
            answer.failed > 0 ? `${plural(answer.failed, "e-mail n'est pas parti", 'e-mails ne sont pas partis')} : réessayez plus tard.` : '',
            `${plural(answer.withLink, 'compétiteur a', 'compétiteurs ont')} son lien.`,
            answer.withoutEmail > 0
              ? `${plural(answer.withoutEmail, 'compétiteur sans e-mail ni compte', 'compétiteurs sans e-mail ni compte')} : à saisir par un juge.`
              : '',
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
        Chaque compétiteur inscrit sans compte mais avec un e-mail reçoit un lien personnel pour saisir ses résultats sur son téléphone, pendant la fenêtre
        d'auto-saisie. Un lien ne part qu'une fois : renvoyez après un import pour servir les nouveaux. Les inscrits avec un compte saisissent dans l'app.
      </Text>
      <Group>
        <Button variant="light" onClick={send} loading={sender.isPending} leftSection={<IconMailForward size={16} aria-hidden="true" />}>
          Envoyer les liens personnels
        </Button>
      </Group>
      <OutcomeAlert outcome={outcome} />
    </Stack>
  );
}

function CompetitorRow({ contest, competitor, readOnly }: { contest: Contest; competitor: ContestCompetitor; readOnly: boolean }) {
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
          aria-label={`Dossard de ${name}`}
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
          aria-label={`Catégorie de ${name}`}
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
          label="Disqualifié"
          color="red"
          aria-label={`${name} disqualifié`}
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

/** contests.md §2 Competitors: add by hand, import a CSV, move between categories, disqualify, bibs. */
export function CompetitorsPanel({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
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
          <AdminSection id="add-competitor" title="Ajouter un compétiteur">
            <AddCompetitor contest={contest} />
          </AdminSection>
          <AdminSection id="import-competitors" title="Importer une liste">
            <ImportCompetitors contestId={contest.id} />
          </AdminSection>
        </SimpleGrid>
      )}
      {!readOnly && (
        <AdminSection id="self-scoring-links" title="Liens d'auto-saisie">
          <SelfScoringLinks contest={contest} />
        </AdminSection>
      )}
      <AdminSection
        id="competitor-list"
        title={`Compétiteurs (${competitors.data?.length ?? '…'})`}
        aside={
          <Group gap="xs">
            <Select
              aria-label="Filtrer par catégorie"
              placeholder="Toutes les catégories"
              clearable
              size="sm"
              data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={setCategory}
            />
            <TextInput
              aria-label="Chercher un compétiteur"
              placeholder="Nom ou dossard"
              size="sm"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </Group>
        }
      >
        {competitors.isError && <Text c="red">{errorText(competitors.error)}</Text>}
        {competitors.data && competitors.data.length === 0 && <Text c="dimmed">Aucun compétiteur pour l'instant.</Text>}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={6} striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dossard</Table.Th>
                  <Table.Th>Compétiteur</Table.Th>
                  <Table.Th>Catégorie</Table.Th>
                  <Table.Th>Statut</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((competitor) => (
                  <CompetitorRow
                    key={`${competitor.id}-${competitor.bib}-${competitor.disqualified}`}
                    contest={contest}
                    competitor={competitor}
                    readOnly={readOnly}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </AdminSection>
    </Stack>
  );
}
