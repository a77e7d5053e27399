import { i18n } from '@lingui/core';
import { useLayoutEffect } from 'react';

/**
 * A page not translated yet (the back office, the staff's sign-in, sign-up and password pages): French
 * whatever the visitor's language, so that a screen reader reads it with a French voice (WCAG 3.1.1) and
 * the server answers its calls in French (the API client sends the page's language). Leaving it gives the
 * visitor's language back to the translated pages.
 */
export function useFrenchPage(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = 'fr';
    return () => {
      root.lang = i18n.locale;
    };
  }, []);
}
