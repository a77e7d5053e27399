// Mantine's styles travel with this chunk: the public pages never load them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppQueryProvider } from '../../api/query-provider';
import { cssVariablesResolver, theme } from '../theme';

// Same chunk as the layout (already loaded when they show): the error and 404 pages built with Mantine.
export { NotFoundPage } from '../routes/not-found-page';
export { RouteErrorPage } from '../routes/route-error-page';

/**
 * Lazily loaded frame of every route built with Mantine (login, password pages, back office, 404):
 * the Mantine provider with the app's theme, the notifications, and the query cache.
 */
export function MantineLayout() {
  return (
    <AppQueryProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-right" />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </MantineProvider>
    </AppQueryProvider>
  );
}
