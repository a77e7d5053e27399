import { useEffect } from 'react';
import { documentTitle } from '../config/paths';

/**
 * Sets the tab's title from a page, in the page's language: the root layout sets the route table's
 * French title in a layout effect, which runs before this one, so the page's title wins.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
