import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandMark } from '../../../components/brand-mark';
import { mayBeIpadInDesktopMode, parseUserAgent, storePlatformOf, type ParsedAgent, type StorePlatform } from '../../../../shared/domain/store-platform';
import { publicCatalog } from '../../../lib/catalogs/public';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import classes from './redirect-store-page.module.css';

const storeLink = (platform: StorePlatform) => `${paths.redirectStore.path}?platform=${platform}`;

/** The store for this browser: the user agent, plus the touch check that reveals an iPad in desktop mode. */
function detectPlatform(): StorePlatform {
  const agent: ParsedAgent = parseUserAgent(navigator.userAgent);
  // iPadOS Safari in desktop mode says "Macintosh"; a Mac has no multi-touch screen.
  if (mayBeIpadInDesktopMode(agent) && navigator.maxTouchPoints > 1) return 'ios';
  return storePlatformOf(agent);
}

/**
 * /redirect-store/. The server answers this address itself with a redirect to the right store
 * (routes/store-redirect.ts); the page shows only when the server cannot decide (a Mac user agent, which
 * may be an iPad in desktop mode) or after a navigation inside the app. It then decides in the browser
 * and goes back to the server with the answer (?platform=), which redirects to the configured store.
 */
export function RedirectStorePage() {
  const [searchParams] = useSearchParams();
  // Coming back with ?platform= means the server did not redirect (development server): stop there.
  const alreadyDecided = searchParams.has('platform');
  const t = useT(publicCatalog);
  useDocumentTitle(t('store.title'));

  useEffect(() => {
    if (!alreadyDecided) window.location.replace(storeLink(detectPlatform()));
  }, [alreadyDecided]);

  return (
    <section className={classes.page} aria-labelledby="redirect-title">
      <div className={classes.card}>
        <BrandMark size={56} />
        <h1 id="redirect-title">{t('store.title')}</h1>
        <p className={classes.status} role="status">
          {t(alreadyDecided ? 'store.choose' : 'store.redirecting')}
        </p>
        <div className={classes.links}>
          <a href={storeLink('ios')} className={classes.store}>
            App Store
            <small>{t('store.iosDevices')}</small>
          </a>
          <a href={storeLink('android')} className={classes.store}>
            Google Play
            <small>Android</small>
          </a>
        </div>
        <a href={storeLink('web')} className={classes.web}>
          {t('store.web')}
        </a>
      </div>
    </section>
  );
}
