import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/render';
import { documentTitle, paths } from './paths';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  // No server here: list calls (the gym list, rankings…) answer an empty list, the others an empty object.
  const LIST_CALLS = /\/api\/(routesettergyms|gyms\/partners|leaderboard|routesetters-boulders-leaderboard|gym-comments|latest-gym-route-comments|top-boulders)/;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        new Response(LIST_CALLS.test(String(input)) ? '[]' : '{}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
});

const publicRoutes = Object.values(paths).filter((route) => route.area !== 'back-office' && route.path !== paths.loginPro.path);
const backOfficeRoutes = Object.values(paths).filter((route) => route.area === 'back-office');

describe('router', () => {
  it.each(publicRoutes.map((route) => [route.path, route]))('%s opens its page without login', async (_path, route) => {
    renderAt(route.path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page introuvable')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(route.title)));
  });

  it.each(backOfficeRoutes.map((route) => [route.path]))('%s sends a visitor without stored user to /login-pro', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.loginPro.path);
  });

  it('opens a back-office page inside the sidebar layout when a user is stored', async () => {
    window.localStorage.setItem('user', JSON.stringify('3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11'));
    renderAt(paths.comments.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentaires' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Détail blocs' })).toHaveAttribute('href', '/bomain');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('sends /circuits-details back to the overview when no difficulty was chosen', async () => {
    window.localStorage.setItem('user', JSON.stringify('3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11'));
    const router = renderAt(paths.circuitDetails.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Circuits' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.circuitsOverview.path);
  });

  it('matches the spec paths with or without their trailing slash', async () => {
    renderAt('/password-changed');
    expect(await screen.findByRole('heading', { level: 1, name: paths.passwordChanged.title })).toBeInTheDocument();
  });

  it('shows the French 404 page for an unknown address', async () => {
    renderAt('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
