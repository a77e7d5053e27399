import { useEffect, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { documentTitle } from '../paths';

export interface RouteHandle {
  title?: string;
}

/** Root of every page: the tab title from the route table, scroll restoration, and the chunk loader. */
export function RootLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = documentTitle(title?.title ?? 'Gaston');
  }, [title?.title]);

  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
