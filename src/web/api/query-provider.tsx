import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let appQueryClient: QueryClient | undefined;

/** The one query cache of the tab, shared by every layout and page that provides it. */
export const getAppQueryClient = (): QueryClient => (appQueryClient ??= createQueryClient());

interface AppQueryProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, isolated cache). */
  client?: QueryClient;
}

/**
 * TanStack Query for the routes that fetch with it: the Mantine layout (login, back office) and the public
 * pages with live data (contests, monthly leaderboard) wrap themselves in it. It is NOT in the entry
 * chunk: React, React DOM and React Router already weigh about 100 KB gzipped, and the landing page must
 * stay under 120 KB of JavaScript, so the landing page, the legal pages and the store redirect never load
 * it. Every provider hands out the same client, so the cache survives moving between pages; a client
 * already provided above (tests) is kept.
 */
export function AppQueryProvider({ children, client }: AppQueryProviderProps) {
  const provided = useContext(QueryClientContext);
  if (provided && !client) return children;
  return <QueryClientProvider client={client ?? getAppQueryClient()}>{children}</QueryClientProvider>;
}
