import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';

export const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Mantine in test mode (no transitions, no portals) and a fresh query cache. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

interface RenderWithRouterOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. @default '/' */
  path?: string;
  /** Extra routes next to the element's (e.g. the page a redirect leads to). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `ui` at `path` inside a memory router with the app's providers; answers the router too. */
export function renderWithProviders(ui: ReactElement, { path = '/', routes = [], queryClient, ...options }: RenderWithRouterOptions = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
    options,
  );
  return { ...result, router };
}
