import { useEffect, useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, type RouteName } from '../config/paths';

/**
 * The tab's title from the route table (the handle's French title of the deepest route that has one), set by
 * the root layout in a layout effect: it runs before a page's own useDocumentTitle, so the page's title wins.
 * In the entry with the root, so the pages' hooks below come with it instead of as a chunk of their own.
 */
export function useRouteTableTitle(): void {
  const matches = useMatches();
  const title = matches.findLast((match) => (match.handle as { title?: string } | undefined)?.title)?.handle as { title?: string } | undefined;
  useLayoutEffect(() => {
    document.title = documentTitle(title?.title ?? 'Gaston');
  }, [title?.title]);
}

/**
 * Sets the tab's title from a page, in the page's language: the root layout sets the route table's
 * French title in a layout effect, which runs before this one, so the page's title wins.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The route table's name of the page shown (router.tsx puts it in each page's handle). */
export function useRouteName(): RouteName | undefined {
  return (useMatches().at(-1)?.handle as { route?: RouteName } | undefined)?.route;
}
