import { useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/i18n';
import { isChunkLoadError } from './chunk-load-error';
import { ERROR_TEXTS } from './error-texts';
import classes from './root-layout.module.css';

/**
 * Error page of the root: a public page that throws, or a layout chunk that cannot be loaded (an old tab
 * after a deployment). Plain markup on purpose: loading Mantine here could fail for the same reason.
 * The Mantine routes have their own error page (route-error-page.tsx) inside the Mantine layout; an unknown
 * address is the Mantine layout's '*' route, never an error here. In the visitor's language (error-texts.ts).
 */
export function RootErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const chunk = isChunkLoadError(error);
  const words = ERROR_TEXTS[useLocale()];
  const title = chunk ? words.update : words.failed;
  const text = chunk ? words.updateText : words.failedText;
  return (
    <main className={classes.error}>
      <div className={classes.errorBox} role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <div className={classes.actions}>
          <button type="button" className={classes.button} onClick={() => window.location.reload()}>
            {words.reload}
          </button>
          {/* A full page load: the app's code may have changed since this tab opened. */}
          <a className={classes.buttonSecondary} href={paths.landing.path}>
            {words.home}
          </a>
        </div>
      </div>
    </main>
  );
}
