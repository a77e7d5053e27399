import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportPath, type ExportKind } from '../../../../shared/contract/export-paths';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';

/** The files, each titled and described by `settings.export.{file}.title` and `.text`. */
const FILES = [
  { file: 'activeBoulders', kind: 'boulders' },
  { file: 'allBoulders', kind: 'boulders', all: true },
  { file: 'comments', kind: 'comments' },
  { file: 'openings', kind: 'openings' },
] as const satisfies readonly { file: string; kind: ExportKind; all?: boolean }[];

/** Paramètres › Exports (docs/product.md › Route setting: screens): CSV for French spreadsheets; plain links, the server names each file. */
export function ExportsPanel({ gymId }: { gymId: number }) {
  const t = useT(settingsCatalog);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('settings.fichiersCsvPourExcel')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FILES.map(({ file, kind, ...options }) => {
          const title = t(`settings.export.${file}.title`);
          const all = 'all' in options && options.all;
          return (
            <Paper key={file} withBorder p="md" component="section" aria-label={title}>
              <Stack gap="xs" h="100%" justify="space-between">
                <div>
                  <Title order={2} fz="h5">
                    {title}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {t(`settings.export.${file}.text`)}
                  </Text>
                </div>
                <Button
                  component="a"
                  href={exportPath(gymId, kind, { all })}
                  download
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  w="fit-content"
                >
                  {t('settings.telecharger')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
