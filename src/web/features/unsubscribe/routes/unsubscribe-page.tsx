import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { withAppQueries } from '../../../api/with-app-queries';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { unsubscribeCatalog } from '../../../lib/catalogs/unsubscribe';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe';
import classes from './unsubscribe-page.module.css';

/**
 * /desabonnement/{token}: the page the link at the bottom of an announcement's e-mail opens
 * (docs/announcements.md). Opening it changes nothing (mail scanners open links); the button does.
 */
export const UnsubscribePage = withAppQueries(Unsubscribe);

function Unsubscribe() {
  const t = useT(unsubscribeCatalog);
  useDocumentTitle(t('unsubscribe.tabTitle'));
  const token = useParams().token ?? '';
  const state = useUnsubscribeState(token);
  const stop = useUnsubscribe(token);

  if (state.isError) {
    return (
      <section className={classes.page}>
        <div className={classes.card}>
          <h1>{t('unsubscribe.unknown.title')}</h1>
          <p>{t('unsubscribe.unknown.text')}</p>
        </div>
      </section>
    );
  }
  if (!state.data) {
    return (
      <section className={classes.page} aria-busy="true">
        <div className={classes.card}>
          <h1>{t('unsubscribe.tabTitle')}</h1>
          <p className={classes.muted}>{t('unsubscribe.loading')}</p>
        </div>
      </section>
    );
  }
  const gym = state.data.gymName;
  return (
    <section className={classes.page} aria-labelledby="unsubscribe-title">
      <div className={classes.card}>
        <p className={classes.muted}>{t('unsubscribe.eyebrow', { gym })}</p>
        <h1 id="unsubscribe-title">{t('unsubscribe.tabTitle')}</h1>
        {state.data.email ? (
          <>
            <p>{t('unsubscribe.subscribed', { gym })}</p>
            <button type="button" className={classes.button} onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? t('unsubscribe.stopping') : t('unsubscribe.stop')}
            </button>
            {stop.isError && (
              <p role="alert" className={classes.error}>
                {t('unsubscribe.failed')}
              </p>
            )}
          </>
        ) : (
          <>
            <p role="status">{t('unsubscribe.done', { gym })}</p>
            <p className={classes.muted}>{t('unsubscribe.again')}</p>
            <Link className={classes.link} to={paths.climberProfile.path}>
              {t('unsubscribe.toProfile')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
