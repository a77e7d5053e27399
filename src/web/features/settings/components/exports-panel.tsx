import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportPath, type ExportKind } from '../../../../shared/contract/export-paths';

const FILES: { kind: ExportKind; all?: boolean; title: string; text: string }[] = [
  { kind: 'boulders', title: 'Blocs actifs', text: 'Les blocs au mur avec leurs statistiques (essais, réussites, notes, cotations).' },
  { kind: 'boulders', all: true, title: 'Tous les blocs', text: 'Les mêmes colonnes, blocs démontés compris.' },
  { kind: 'comments', title: 'Commentaires', text: 'Les commentaires des grimpeurs, bloc par bloc.' },
  { kind: 'openings', title: 'Historique des ouvertures', text: 'Chaque ouverture de secteur, ses dates et ses blocs.' },
];

/** Paramètres › Exports (route-setting.md §2): CSV for French spreadsheets; plain links, the server names each file. */
export function ExportsPanel({ gymId }: { gymId: number }) {
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Fichiers CSV pour Excel ou LibreOffice (séparateur point-virgule, dates JJ/MM/AAAA, virgule décimale). Le nom du fichier donne la salle et la date.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FILES.map(({ kind, all, title, text }) => (
          <Paper key={title} withBorder p="md" component="section" aria-label={title}>
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} fz="h5">
                  {title}
                </Title>
                <Text fz="sm" c="dimmed">
                  {text}
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
                Télécharger
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
