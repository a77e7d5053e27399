import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { isChunkLoadError } from './chunk-load-error';
import { NotFoundPage } from './not-found-page';

/** Shown when a page throws while rendering or its code cannot be loaded. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkLoadError(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <Title order={1}>{chunk ? 'Une nouvelle version est disponible' : 'Une erreur est survenue.'}</Title>
        <Text c="dimmed">
          {chunk
            ? 'Gaston a été mis à jour pendant votre visite. Rechargez la page pour continuer.'
            : 'La page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, contactez-nous sur nos réseaux sociaux (Instagram ou Facebook).'}
        </Text>
        <Group justify="center" gap="sm">
          <Button onClick={() => window.location.reload()}>Recharger la page</Button>
          <Button component={Link} to={paths.landing.path} variant="default" reloadDocument>
            Retour à l’accueil
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
