import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/** Any address that is not in the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={900} c="gaston.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page introuvable</Title>
        <Text c="dimmed">
          L’adresse{' '}
          <Text span ff="monospace" c="dark">
            {pathname}
          </Text>{' '}
          ne correspond à aucune page de Gaston. Elle a peut-être été déplacée, ou le lien est incomplet.
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.landing.path}>
            Retour à l’accueil
          </Button>
          <Button component={Link} to={paths.loginPro.path} variant="default">
            Espace ouvreur
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
