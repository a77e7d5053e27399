import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/render';
import { documentTitle, paths, type RouteName } from '../config/paths';
import climberFrench from '../../shared/i18n/catalogs/climber/fr.json';
import { climberTitleKey } from '../features/climber-app/climber-titles';
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
  const LIST_CALLS =
    /\/api\/(routesettergyms|gyms\/partners|(routesetters-boulders-)?leaderboard|gym-comments|latest-gym-route-comments|top-boulders|v1\/gyms\/(\?|$))/;
  const json = { 'content-type': 'application/json' };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        // Nobody is signed in to the climbers' app.
        String(input).startsWith('/api/v1/me/')
          ? new Response('{"error":"Vous n’êtes pas connecté.","code":"unauthenticated"}', { status: 401, headers: json })
          : new Response(LIST_CALLS.test(String(input)) ? '[]' : '{}', { status: 200, headers: json }),
      ),
    ),
  );
});

/** The climbers' app pages that need a signed-in climber. */
const climberSessionRoutes: string[] = [
  paths.climberGyms.path,
  paths.climberGym.path.replace(':gymId', '1'),
  paths.climberLogbook.path,
  paths.climberContests.path,
  paths.climberProfile.path,
];
const sessionPaths = new Set<string>([
  paths.climberGyms.path,
  paths.climberGym.path,
  paths.climberLogbook.path,
  paths.climberContests.path,
  paths.climberProfile.path,
]);
const publicRoutes = (Object.keys(paths) as RouteName[]).filter(
  (name) => paths[name].area !== 'back-office' && name !== 'loginPro' && !sessionPaths.has(paths[name].path),
);
/** The tab titles the public pages set themselves, in French (the route table has none for them). */
const PUBLIC_PAGE_TITLES: Partial<Record<RouteName, string>> = {
  landing: 'Gaston, l’app des grimpeurs',
  redirectStore: 'Télécharger l’application',
  defiGaston: 'Le défi de Gaston',
  contest: 'Contest',
  contestSameTime: 'Contest',
  contestJunior: 'Contest junior',
  contestFinals: 'Finales',
  aleaSorting: 'Tirage au sort',
  monthlyChallenge: 'Les défis de Gaston',
  generalConditions: 'Conditions générales',
  personalData: 'Données personnelles',
  userDeletionInfos: 'Suppression de compte',
  publicBoulder: 'Bloc',
  publicGym: 'Affluence',
  unsubscribe: 'Se désabonner',
};
/** The French tab title: the route table's, the page's own, or the app's catalogue's for a page of the climbers' app. */
function frenchTitle(name: RouteName): string {
  const key = climberTitleKey(name);
  return key ? climberFrench[key] : ((paths[name] as { title?: string }).title ?? PUBLIC_PAGE_TITLES[name] ?? 'Gaston');
}
const backOfficeRoutes = Object.values(paths).filter((route) => route.area === 'back-office');

describe('router', () => {
  it.each(publicRoutes.map((name) => [paths[name].path, name]))('%s opens its page without login', async (path, name) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page introuvable')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(frenchTitle(name))));
  });

  it.each(backOfficeRoutes.map((route) => [route.path]))('%s sends a visitor without stored user to /login-pro', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.loginPro.path);
  });

  it.each(climberSessionRoutes.map((path) => [path]))('%s sends a climber without a session to the sign-in screen of /app', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.climberHome.path);
  });

  it('opens a back-office page inside the sidebar layout when a user is stored', async () => {
    window.localStorage.setItem('user', JSON.stringify('3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11'));
    renderAt(paths.comments.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentaires' })).toBeInTheDocument();
    expect(document.title).toBe('Commentaires · Gaston');
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
