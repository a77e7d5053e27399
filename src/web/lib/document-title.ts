import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, type RouteName } from '../config/paths';

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
