import { Alert, Badge, Button, Checkbox, FileInput, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportAnalysis } from '../../../../../shared/contract/imports';
import { IMPORT_LIMITS } from '../../../../../shared/contract/constants';
import { formatShortDate } from '../../../../../shared/domain/dates';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { errorText } from '../../../../api/api-client';
import { useAnalyseCatalogue, useImportCatalogue, useImports, useUndoImport } from '../../api/imports';
import { notifyFailure } from '../../notify-failure';

const TAG_KIND_LABELS = { steepness: 'inclinaison', grips: 'type de prises', style: 'style' } as const;
const STATUS = {
  valid: { label: 'À importer', color: 'teal' },
  duplicate: { label: 'Déjà présent', color: 'gray' },
  error: { label: 'Erreur', color: 'red' },
  ignored: { label: 'Démonté, ignoré', color: 'gray' },
} as const;
/** Lines drawn in the table: a 5,000-line file shows its first ones and says how many more. */
const SHOWN_LINES = 200;
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

function AnalysisView({ analysis }: { analysis: ImportAnalysis }) {
  const errorsByLine = new Map<number, string[]>();
  for (const error of analysis.errors) errorsByLine.set(error.line, [...(errorsByLine.get(error.line) ?? []), error.message]);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {plural(analysis.lines, 'ligne')} : {analysis.valid} à importer, {analysis.duplicates} déjà présente{analysis.duplicates > 1 ? 's' : ''},{' '}
        {errorsByLine.size} en erreur
        {analysis.ignored > 0 ? `, ${analysis.ignored} démontée${analysis.ignored > 1 ? 's' : ''} (ignorée${analysis.ignored > 1 ? 's' : ''})` : ''}.
      </Text>
      {analysis.unknownColumns.length > 0 && (
        <Text fz="sm" c="dimmed">
          Colonnes ignorées : {analysis.unknownColumns.join(', ')}.
        </Text>
      )}
      {analysis.errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} title="Erreurs à corriger dans le fichier">
          <List size="sm" spacing={2}>
            {analysis.errors.slice(0, SHOWN_LINES).map((error, index) => (
              <List.Item key={index}>{error.message}</List.Item>
            ))}
          </List>
          {analysis.errors.length > SHOWN_LINES && <Text fz="sm">… et {analysis.errors.length - SHOWN_LINES} autres erreurs.</Text>}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={420} mah={360} type="native">
        <Table fz="sm" stickyHeader aria-label="Lignes du fichier">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>Ligne</Table.Th>
              <Table.Th>Nom</Table.Th>
              <Table.Th>Statut</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.rows.slice(0, SHOWN_LINES).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.name || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS[row.status].color} variant="light">
                    {STATUS[row.status].label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {analysis.rows.length > SHOWN_LINES && (
        <Text fz="sm" c="dimmed">
          … et {analysis.rows.length - SHOWN_LINES} autres lignes.
        </Text>
      )}
    </Stack>
  );
}

function ImportHistory({ gymId }: { gymId: number }) {
  const imports = useImports(gymId);
  const undo = useUndoImport(gymId);
  const [asked, setAsked] = useState<{ id: number; fileName: string; created: number } | null>(null);
  if (!imports.data) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="imports-history-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="imports-history-title">
          Imports précédents
        </Title>
        {imports.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Aucun import pour l’instant.
          </Text>
        ) : (
          imports.data.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fz="sm" fw={600}>
                  Import de {plural(item.created, 'bloc')} ({item.fileName})
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatShortDate(item.createdAt)}
                  {item.by ? ` · ${item.by}` : ''}
                  {item.undoneAt
                    ? ` · annulé : ${plural(item.removed ?? 0, 'bloc')} retiré${(item.removed ?? 0) > 1 ? 's' : ''}, ${item.kept ?? 0} ` +
                      `gardé${(item.kept ?? 0) > 1 ? 's' : ''}`
                    : ''}
                </Text>
              </div>
              {item.undoable && (
                <Button size="xs" variant="subtle" color="red" onClick={() => setAsked(item)}>
                  Annuler l’import
                </Button>
              )}
            </Group>
          ))
        )}
      </Stack>
      <ConfirmModal
        opened={asked !== null}
        title="Annuler l’import"
        confirmLabel="Annuler l’import"
        danger
        loading={undo.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          undo.mutate(asked.id, {
            onSuccess: ({ removed, kept }) => {
              setAsked(null);
              notifications.show({
                color: 'teal',
                title: 'Import annulé',
                message:
                  `${plural(removed, 'bloc')} ` +
                  `retiré${removed > 1 ? 's' : ''}` +
                  (kept > 0 ? ` ; ${plural(kept, 'bloc')} gardé${kept > 1 ? 's' : ''}, déjà utilisé${kept > 1 ? 's' : ''} par des grimpeurs` : '') +
                  '.',
              });
            },
            onError: (error) => notifyFailure('L’import n’a pas pu être annulé', error),
          })
        }
      >
        {`Les ${asked?.created ?? 0} blocs de « ${asked?.fileName ?? ''} » seront retirés, sauf ceux que des grimpeurs ont déjà utilisés ` +
          `(réussites, commentaires, notes).`}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * Paramètres › Import (go-live.md §7): a CSV or Excel file of boulders, 'Analyser' (nothing written),
 * then 'Importer N blocs' (all or nothing); the last imports, each undoable for 24 hours.
 */
export function ImportPanel({ gymId }: { gymId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [createSectors, setCreateSectors] = useState(false);
  const [createTags, setCreateTags] = useState(false);
  const analyse = useAnalyseCatalogue(gymId);
  const run = useImportCatalogue(gymId);
  const analysis = analyse.data;

  const analyseWith = (options: { file?: File | null; createSectors?: boolean; createTags?: boolean }) => {
    const chosen = options.file === undefined ? file : options.file;
    if (!chosen) return;
    analyse.mutate({ file: chosen, createSectors: options.createSectors ?? createSectors, createTags: options.createTags ?? createTags });
  };
  const importNow = () => {
    if (!file) return;
    run.mutate(
      { file, createSectors, createTags },
      {
        onSuccess: ({ created, duplicates }) => {
          notifications.show({
            color: 'teal',
            title: created > 0 ? `${plural(created, 'bloc')} importé${created > 1 ? 's' : ''}` : 'Rien de nouveau',
            message:
              created > 0
                ? `Ils sont au mur dans « Détail blocs »${duplicates > 0 ? ` ; ${duplicates} déjà présent${duplicates > 1 ? 's' : ''}` : ''}.`
                : 'Toutes les lignes étaient déjà présentes.',
          });
          setFile(null);
          analyse.reset();
        },
        onError: (error) => notifyFailure('Le fichier n’a pas été importé', error),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="import-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="import-title">
              Importer un catalogue
            </Title>
            <Text fz="sm" c="dimmed">
              Un fichier CSV ou Excel (.xlsx), {IMPORT_LIMITS.maxLines.toLocaleString('fr-FR')} lignes et 5 Mo au plus, avec une ligne d’en-têtes : nom et
              secteur (obligatoires), circuit, cotation, prises, ouvreurs, ouverture, démontage prévu, inclinaison, type de prises, style, identifiant. L’export
              « Blocs » de Gaston et celui d’Oblyk se lisent tels quels.
            </Text>
          </div>
          <Group align="flex-end" gap="sm">
            <FileInput
              label="Fichier"
              placeholder="Choisir un fichier"
              accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                analyse.reset();
              }}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              clearable
              w={{ base: '100%', sm: 360 }}
            />
            <Button
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              disabled={!file}
              loading={analyse.isPending}
              onClick={() => analyseWith({})}
            >
              Analyser
            </Button>
          </Group>
          {analyse.error && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
              {errorText(analyse.error)}
            </Alert>
          )}
          {analysis && (
            <>
              {analysis.missingSectors.length > 0 && (
                <Checkbox
                  label={`Créer les secteurs manquants (${analysis.missingSectors.join(', ')})`}
                  checked={createSectors}
                  onChange={(event) => {
                    setCreateSectors(event.currentTarget.checked);
                    analyseWith({ createSectors: event.currentTarget.checked });
                  }}
                />
              )}
              {analysis.missingTags.length > 0 && (
                <Checkbox
                  label={`Créer les tags manquants (${analysis.missingTags.map((t) => `${t.name}, ${TAG_KIND_LABELS[t.kind]}`).join(' ; ')})`}
                  checked={createTags}
                  onChange={(event) => {
                    setCreateTags(event.currentTarget.checked);
                    analyseWith({ createTags: event.currentTarget.checked });
                  }}
                />
              )}
              <AnalysisView analysis={analysis} />
              <Group justify="flex-end">
                <Button onClick={importNow} loading={run.isPending} disabled={analysis.errors.length > 0 || analysis.valid === 0}>
                  Importer {plural(analysis.valid, 'bloc')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <ImportHistory gymId={gymId} />
    </Stack>
  );
}
