import type { ComponentType } from 'react';
import { AppQueryProvider } from './query-provider';

/**
 * A public page that fetches, under AppQueryProvider: the public layout carries no query client (the
 * landing page needs none). A module of its own, so that the back office's chunks do not carry it.
 */
export function withAppQueries(Page: ComponentType) {
  return function PageWithQueries() {
    return (
      <AppQueryProvider>
        <Page />
      </AppQueryProvider>
    );
  };
}
