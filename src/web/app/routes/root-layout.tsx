import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type { RouteName } from '../../config/paths';
import { useRouteTableTitle } from '../../lib/document-title';
import { useLocale } from '../../lib/i18n';
import classes from './root-layout.module.css';

export interface RouteHandle {
  title?: string;
  /** The page's name in the route table, for the layouts that title their pages (lib/document-title.ts). */
  route?: RouteName;
}

/**
 * Shown while a layout's code chunk loads. Plain markup: the root is part of the first download of every
 * page, so it must not pull Mantine (the Mantine routes have their own loader inside their layout).
 */
export function PlainPageLoader() {
  return (
    <div className={classes.loader} role="status" aria-label={useLocale() === 'en' ? 'Loading the page' : 'Chargement de la page'}>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </div>
  );
}

/** Root of every page: the tab title from the route table, scroll restoration, and the chunk loader. */
export function RootLayout() {
  useRouteTableTitle();

  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PlainPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
