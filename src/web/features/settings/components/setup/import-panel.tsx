import { Alert, Badge, Button, Checkbox, FileInput, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportAnalysis } from '../../../../../shared/contract/imports';
import { IMPORT_LIMITS } from '../../../../../shared/contract/constants';
import { formatShortDate } from '../../../../../shared/domain/dates';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { useAnalyseCatalogue, useImportCatalogue, useImports, useUndoImport } from '../../api/imports';
import { useNotifyFailure } from '../../notify-failure';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';
import { TableHeader } from '../../../../components/data-table';
import { SectionCard } from '../../../../components/section-card';
import { ErrorAlert } from '../../../../components/error-alert';

/** Each row's badge colour; its label is `settings.rowStatus.{status}`. */
const STATUS_COLORS = { valid: 'teal', duplicate: 'gray', error: 'red', ignored: 'gray' } as const;
/** Lines drawn in the table: a 5,000-line file shows its first ones and says how many more. */
const SHOWN_LINES = 200;

function AnalysisView({ analysis }: { analysis: ImportAnalysis }) {
  const t = useT(settingsCatalog);
  const errorsByLine = new Map<number, string[]>();
  for (const error of analysis.errors) errorsByLine.set(error.line, [...(errorsByLine.get(error.line) ?? []), error.message]);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('settings.analysis', {
          lines: analysis.lines,
          valid: analysis.valid,
          duplicates: analysis.duplicates,
          errors: errorsByLine.size,
          ignored: analysis.ignored,
        })}
      </Text>
      {analysis.unknownColumns.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t('settings.unknownColumns', { columns: analysis.unknownColumns.join(', ') })}
        </Text>
      )}
      {analysis.errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} title={t('settings.erreursCorrigerDansFichier')}>
          <List size="sm" spacing={2}>
            {analysis.errors.slice(0, SHOWN_LINES).map((error, index) => (
              <List.Item key={index}>{error.message}</List.Item>
            ))}
          </List>
          {analysis.errors.length > SHOWN_LINES && <Text fz="sm">{t('settings.autresErreurs', { errorsCount: analysis.errors.length - SHOWN_LINES })}</Text>}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={420} mah={360} type="native">
        <Table fz="sm" stickyHeader aria-label={t('settings.lignesFichier')}>
          <TableHeader columns={[{ label: t('settings.ligne'), w: 80 }, t('settings.nom'), t('settings.statut')]} />
          <Table.Tbody>
            {analysis.rows.slice(0, SHOWN_LINES).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.name || '—'}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="light">
                    {t(`settings.rowStatus.${row.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {analysis.rows.length > SHOWN_LINES && (
        <Text fz="sm" c="dimmed">
          {t('settings.autresLignes', { rowsCount: analysis.rows.length - SHOWN_LINES })}
        </Text>
      )}
    </Stack>
  );
}

function ImportHistory({ gymId }: { gymId: number }) {
  const t = useT(settingsCatalog);
  const notifyFailure = useNotifyFailure();
  const imports = useImports(gymId);
  const undo = useUndoImport(gymId);
  const [asked, setAsked] = useState<{ id: number; fileName: string; created: number } | null>(null);
  if (!imports.data) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="imports-history-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="imports-history-title">
          {t('settings.importsPrecedents')}
        </Title>
        {imports.data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('settings.aucunImportPourInstant')}
          </Text>
        ) : (
          imports.data.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fz="sm" fw={600}>
                  {t('settings.importOf', { count: item.created, fileName: item.fileName })}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatShortDate(item.createdAt)}
                  {item.by ? ` · ${item.by}` : ''}
                  {item.undoneAt ? t('settings.importUndone', { removed: item.removed ?? 0, kept: item.kept ?? 0 }) : ''}
                </Text>
              </div>
              {item.undoable && (
                <Button size="xs" variant="subtle" color="red" onClick={() => setAsked(item)}>
                  {t('settings.annulerImport')}
                </Button>
              )}
            </Group>
          ))
        )}
      </Stack>
      <ConfirmModal
        cancelLabel={t('settings.annuler')}
        opened={asked !== null}
        title={t('settings.annulerImport')}
        confirmLabel={t('settings.annulerImport')}
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
                title: t('settings.importAnnule'),
                message: t('settings.importUndoneNotice', { removed, kept }),
              });
            },
            onError: (error) => notifyFailure(t('settings.importPuEtreAnnule'), error),
          })
        }
      >
        {t('settings.blocsSerontRetiresSauf', { created: asked?.created ?? 0, fileName: asked?.fileName ?? '' }) + `(réussites, commentaires, notes).`}
      </ConfirmModal>
    </Paper>
  );
}

/**
 * Paramètres › Import (docs/product.md › Going live: catalogue import): a CSV or Excel file of boulders, 'Analyser' (nothing written),
 * then 'Importer N blocs' (all or nothing); the last imports, each undoable for 24 hours.
 */
export function ImportPanel({ gymId }: { gymId: number }) {
  const t = useT(settingsCatalog);
  const notifyFailure = useNotifyFailure();
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
            title: created > 0 ? t('settings.imported', { count: created }) : t('settings.rienNouveau'),
            message: created > 0 ? t('settings.ilsSontMurDans', { duplicates }) : t('settings.toutesLignesEtaientDeja'),
          });
          setFile(null);
          analyse.reset();
        },
        onError: (error) => notifyFailure(t('settings.fichierEteImporte'), error),
      },
    );
  };

  return (
    <Stack gap="lg">
      <SectionCard
        id="import-title"
        title={t('settings.importerCatalogue')}
        intro={
          <>
            {t('settings.fichierCsvExcelXlsx')} {IMPORT_LIMITS.maxLines.toLocaleString('fr-FR')} {t('settings.lignes5MoPlus')}
          </>
        }
      >
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('settings.fichier')}
            placeholder={t('settings.choisirFichier')}
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
            {t('settings.analyser')}
          </Button>
        </Group>
        <ErrorAlert error={analyse.error} />
        {analysis && (
          <>
            {analysis.missingSectors.length > 0 && (
              <Checkbox
                label={t('settings.creerSecteursManquants', { join: analysis.missingSectors.join(', ') })}
                checked={createSectors}
                onChange={(event) => {
                  setCreateSectors(event.currentTarget.checked);
                  analyseWith({ createSectors: event.currentTarget.checked });
                }}
              />
            )}
            {analysis.missingTags.length > 0 && (
              <Checkbox
                label={t('settings.creerTagsManquants', {
                  join: analysis.missingTags.map((tag) => t(`settings.missingTag.${tag.kind}`, { name: tag.name })).join(' ; '),
                })}
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
                {t('settings.importCount', { count: analysis.valid })}
              </Button>
            </Group>
          </>
        )}
      </SectionCard>
      <ImportHistory gymId={gymId} />
    </Stack>
  );
}
