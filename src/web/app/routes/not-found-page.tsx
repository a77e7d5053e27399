import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { publicCatalog } from '../../lib/catalogs/public';
import { useDocumentTitle } from '../../lib/document-title';
import { richMessage, useT } from '../../lib/i18n';

/** Any address that is not in the route table, in the visitor's language (an old link reaches anyone). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT(publicCatalog);
  useDocumentTitle(t('missingPage.title'));
  const address = (
    <Text span ff="monospace" c="dark">
      {pathname}
    </Text>
  );
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={900} c="gaston.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('missingPage.title')}</Title>
        <Text c="dimmed">{richMessage(t, 'missingPage.text', { path: address })}</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.landing.path}>
            {t('missingPage.home')}
          </Button>
          <Button component={Link} to={paths.loginPro.path} variant="default">
            {t('missingPage.setterSpace')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
