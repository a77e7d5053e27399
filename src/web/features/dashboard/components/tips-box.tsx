import { List, Paper, Text, ThemeIcon, Group } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';

/** The dashboard's tips box: where to click for more. */
export function TipsBox() {
  const t = useT(dashboardCatalog);
  return (
    <Paper p="lg" h="100%" bg="var(--mantine-color-ochre-0)" style={{ border: '1px solid var(--mantine-color-ochre-2)' }} data-testid="tips-box">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon color="ochre" variant="filled" radius="xl" size={34} aria-hidden="true">
          <IconBulb size={20} />
        </ThemeIcon>
        <Text fw={700} component="h2" fz="lg" m={0}>
          {t('dashboard.astuces')}
        </Text>
      </Group>
      <List spacing="xs" fz="sm" c="dark.6">
        <List.Item>{t('dashboard.cliquezSurRepartitionBlocs')}</List.Item>
        <List.Item>{t('dashboard.cliquezSurEtatOuvertures')}</List.Item>
        <List.Item>{t('dashboard.chiffresCouvrentDernierMois')}</List.Item>
        <List.Item>{t('dashboard.changezSalleToutMoment')}</List.Item>
      </List>
    </Paper>
  );
}
