import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { RootErrorPage } from './root-error-page';

/** A page whose code cannot be fetched any more (a tab left open across a deployment), or one that throws. */
function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RootErrorPage />,
        Component: () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  startI18n('fr');
  vi.restoreAllMocks();
});

describe('the root error page', () => {
  it('tells a French visitor that a new version is there, with a button to reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startI18n('fr');
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Une nouvelle version est disponible');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('speaks English to an English visitor, with no catalogue to fetch', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startI18n('en');
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('The page could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
