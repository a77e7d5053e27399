import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/i18n';
import { isChunkLoadError } from './chunk-load-error';
import { ERROR_TEXTS } from './error-texts';
import { NotFoundPage } from './not-found-page';

/** Shown when a page throws while rendering or its code cannot be loaded. */
export function RouteErrorPage() {
  const error = useRouteError();
  const words = ERROR_TEXTS[useLocale()];
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkLoadError(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <Title order={1}>{chunk ? words.update : words.failed}</Title>
        <Text c="dimmed">{chunk ? words.updateText : words.failedText}</Text>
        <Group justify="center" gap="sm">
          <Button onClick={() => window.location.reload()}>{words.reload}</Button>
          <Button component={Link} to={paths.landing.path} variant="default" reloadDocument>
            {words.home}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
