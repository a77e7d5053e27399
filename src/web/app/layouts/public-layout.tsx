import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LANDING_LINKS } from '../../lib/public-links';
import { PlainPageLoader } from '../routes/root-layout';
import { paths } from '../../config/paths';
import { BrandMark } from '../../components/brand-mark';
import classes from './public-layout.module.css';
import pageClasses from '../../components/public-page.module.css';

const SOCIAL = [
  { name: 'Instagram', url: LANDING_LINKS.instagram, Icon: IconBrandInstagram },
  { name: 'Facebook', url: LANDING_LINKS.facebook, Icon: IconBrandFacebook },
  { name: 'LinkedIn', url: LANDING_LINKS.linkedin, Icon: IconBrandLinkedin },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) => `${classes.navButton} ${isActive ? classes.navButtonActive : ''}`;

/** The mark and name, back to '/'. */
function HomeLink({ markSize }: { markSize: number }) {
  return (
    <Link to={paths.landing.path} className={classes.brand} aria-label="Gaston, accueil">
      <BrandMark size={markSize} />
      <span className={classes.brandName}>Gaston</span>
    </Link>
  );
}

/** Header of every public page: the mark back to '/', and the two buttons of the landing page (public-pages.md §2). */
function PublicHeader() {
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <HomeLink markSize={34} />
        <nav className={classes.nav} aria-label="Navigation principale">
          <NavLink to={paths.monthlyChallenge.path} className={navClass}>
            Les défis de Gaston
          </NavLink>
          <NavLink to={paths.proSignup.path} className={navClass}>
            Créer ma salle
          </NavLink>
          <Link to={paths.loginPro.path} className={classes.navButtonPrimary}>
            Mon espace ouvreur
          </Link>
        </nav>
      </div>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerBrand}>
          <HomeLink markSize={30} />
          <p>L’app des grimpeurs de bloc et l’espace des ouvreurs.</p>
          <ul className={classes.social} aria-label="Gaston sur les réseaux sociaux">
            {SOCIAL.map(({ name, url, Icon }) => (
              <li key={name}>
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Gaston sur ${name}`} className={classes.socialLink}>
                  <Icon size={20} stroke={1.75} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Gaston" className={classes.footerColumn}>
          <h2>Gaston</h2>
          <ul className={pageClasses.plainList}>
            <li>
              <Link to={paths.monthlyChallenge.path}>Les défis de Gaston</Link>
            </li>
            <li>
              <Link to={paths.loginPro.path}>Mon espace ouvreur</Link>
            </li>
            <li>
              <a href={LANDING_LINKS.booking} target="_blank" rel="noopener noreferrer">
                Prendre rendez-vous
              </a>
            </li>
            <li>
              <a href={LANDING_LINKS.newsletter} target="_blank" rel="noopener noreferrer">
                La newsletter
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Informations légales" className={classes.footerColumn}>
          <h2>Informations légales</h2>
          <ul className={pageClasses.plainList}>
            <li>
              <Link to={paths.generalConditions.path}>Conditions générales</Link>
            </li>
            <li>
              <Link to={paths.personalData.path}>Données personnelles</Link>
            </li>
            <li>
              <Link to={paths.userDeletionInfos.path}>Suppression de compte</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={classes.copyright}>© {new Date().getFullYear()} Gaston. Fait avec passion pour les grimpeurs.</p>
    </footer>
  );
}

/**
 * Frame of the public pages (public-pages.md): plain React and CSS, no Mantine, so that a phone opening
 * the landing page or a contest ranking downloads as little as possible.
 */
export function PublicLayout() {
  return (
    <div className={classes.root}>
      <a href="#contenu" className={classes.skipLink}>
        Aller au contenu
      </a>
      <PublicHeader />
      {/* The footer waits with the page: drawn before it, it would be pushed down the screen (layout shift). */}
      <Suspense fallback={<PlainPageLoader />}>
        <main id="contenu" className={classes.main}>
          <Outlet />
        </main>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
