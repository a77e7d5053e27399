import { List, Paper, Text, ThemeIcon, Group } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

/** The dashboard's tips box: where to click for more. */
export function TipsBox() {
  return (
    <Paper p="lg" h="100%" bg="var(--mantine-color-ochre-0)" style={{ border: '1px solid var(--mantine-color-ochre-2)' }} data-testid="tips-box">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon color="ochre" variant="filled" radius="xl" size={34} aria-hidden="true">
          <IconBulb size={20} />
        </ThemeIcon>
        <Text fw={700} component="h2" fz="lg" m={0}>
          Astuces
        </Text>
      </Group>
      <List spacing="xs" fz="sm" c="dark.6">
        <List.Item>Cliquez sur la répartition des blocs pour comparer vos circuits niveau par niveau.</List.Item>
        <List.Item>Cliquez sur l’état des ouvertures pour voir les statistiques de chaque secteur et modifier ses dates.</List.Item>
        <List.Item>Les chiffres couvrent le dernier mois glissant et sont comparés au mois précédent.</List.Item>
        <List.Item>Changez de salle à tout moment avec « Changer salle » dans le menu.</List.Item>
      </List>
    </Paper>
  );
}
