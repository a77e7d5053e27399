import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { isChunkLoadError } from './chunk-load-error';
import classes from './root-layout.module.css';

/**
 * Error page of the root: a public page that throws, or a layout chunk that cannot be loaded (an old tab
 * after a deployment). Plain markup on purpose: loading Mantine here could fail for the same reason.
 * The Mantine routes have their own error page (route-error-page.tsx) inside the Mantine layout.
 */
export function RootErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page introuvable' : chunk ? 'Une nouvelle version est disponible' : 'Une erreur est survenue.';
  const text = notFound
    ? 'Cette adresse ne correspond à aucune page de Gaston.'
    : chunk
      ? 'Gaston a été mis à jour pendant votre visite. Rechargez la page pour continuer.'
      : 'La page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, contactez-nous sur nos réseaux sociaux (Instagram ou Facebook).';
  return (
    <main className={classes.error}>
      <div className={classes.errorBox} role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <div className={classes.actions}>
          {!notFound && (
            <button type="button" className={classes.button} onClick={() => window.location.reload()}>
              Recharger la page
            </button>
          )}
          {/* A full page load: the app's code may have changed since this tab opened. */}
          <a className={notFound ? classes.button : classes.buttonSecondary} href={paths.landing.path}>
            Retour à l’accueil
          </a>
        </div>
      </div>
    </main>
  );
}
