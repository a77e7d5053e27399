import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { Suspense, useId } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LANDING_LINKS } from '../../lib/public-links';
import { PlainPageLoader } from '../routes/root-layout';
import { paths } from '../../config/paths';
import { BrandMark } from '../../components/brand-mark';
import { switchLocale, useLocale, useT, type TranslateOf } from '../../lib/i18n';
import { publicCatalog } from '../../lib/catalogs/public';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../../shared/i18n/locales';
import classes from './public-layout.module.css';
import pageClasses from '../../components/public-page.module.css';

const SOCIAL = [
  { name: 'Instagram', url: LANDING_LINKS.instagram, Icon: IconBrandInstagram },
  { name: 'Facebook', url: LANDING_LINKS.facebook, Icon: IconBrandFacebook },
  { name: 'LinkedIn', url: LANDING_LINKS.linkedin, Icon: IconBrandLinkedin },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => `${classes.navButton} ${isActive ? classes.navButtonActive : ''}`;

type PublicT = TranslateOf<typeof publicCatalog>;

/** The mark and name, back to '/'. */
function HomeLink({ markSize, t }: { markSize: number; t: PublicT }) {
  return (
    <Link to={paths.landing.path} className={classes.brand} aria-label={t('layout.homeLink')}>
      <BrandMark size={markSize} />
      <span className={classes.brandName}>Gaston</span>
    </Link>
  );
}

/** Header of every public page: the mark back to '/', and the two buttons of the landing page (docs/product.md › Public pages: screens). */
function PublicHeader({ t }: { t: PublicT }) {
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <HomeLink markSize={34} t={t} />
        <nav className={classes.nav} aria-label={t('layout.mainNav')}>
          <NavLink to={paths.monthlyChallenge.path} className={navClass}>
            {t('layout.challenges')}
          </NavLink>
          <NavLink to={paths.proSignup.path} className={navClass}>
            {t('layout.createGym')}
          </NavLink>
          <Link to={paths.loginPro.path} className={classes.navButtonPrimary}>
            {t('layout.setterSpace')}
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** The language switch of the public pages: the choice is remembered in this browser. */
function LanguageSwitch({ t }: { t: PublicT }) {
  const id = useId();
  const locale = useLocale();
  return (
    <p className={classes.language}>
      <label htmlFor={id}>{t('layout.language')}</label>
      <select id={id} value={locale} onChange={(event) => isLocale(event.target.value) && void switchLocale(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </p>
  );
}

function PublicFooter({ t }: { t: PublicT }) {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerBrand}>
          <HomeLink markSize={30} t={t} />
          <p>{t('layout.tagline')}</p>
          <ul className={classes.social} aria-label={t('layout.socialList')}>
            {SOCIAL.map(({ name, url, Icon }) => (
              <li key={name}>
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('layout.socialLink', { network: name })} className={classes.socialLink}>
                  <Icon size={20} stroke={1.75} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitch t={t} />
        </div>
        <FooterColumn
          title="Gaston"
          links={[
            { text: t('layout.challenges'), to: paths.monthlyChallenge.path },
            { text: t('layout.setterSpace'), to: paths.loginPro.path },
            { text: t('layout.booking'), href: LANDING_LINKS.booking },
            { text: t('layout.newsletter'), href: LANDING_LINKS.newsletter },
          ]}
        />
        <FooterColumn
          title={t('layout.legal')}
          links={[
            { text: t('layout.generalConditions'), to: paths.generalConditions.path },
            { text: t('layout.personalData'), to: paths.personalData.path },
            { text: t('layout.accountDeletion'), to: paths.userDeletionInfos.path },
          ]}
        />
      </div>
      <p className={classes.copyright}>{t('layout.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** A column of the footer: a list of links under its title; a link outside Gaston opens in a new tab. */
function FooterColumn({ title, links }: { title: string; links: { text: string; to?: string; href?: string }[] }) {
  return (
    <nav aria-label={title} className={classes.footerColumn}>
      <h2>{title}</h2>
      <ul className={pageClasses.plainList}>
        {links.map(({ text, to, href }) => (
          <li key={text}>
            {to ? (
              <Link to={to}>{text}</Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Frame of the public pages (docs/product.md › Public pages): plain React and CSS, no Mantine, so that a phone opening
 * the landing page or a contest ranking downloads as little as possible. It waits for the public
 * catalogue in the active language (the root's loader shows meanwhile), so no key is ever drawn.
 */
export function PublicLayout() {
  const t = useT(publicCatalog);
  return (
    <div className={classes.root}>
      <a href="#contenu" className={classes.skipLink}>
        {t('layout.skipLink')}
      </a>
      <PublicHeader t={t} />
      {/* The footer waits with the page: drawn before it, it would be pushed down the screen (layout shift). */}
      <Suspense fallback={<PlainPageLoader />}>
        <main id="contenu" className={classes.main}>
          <Outlet />
        </main>
        <PublicFooter t={t} />
      </Suspense>
    </div>
  );
}
