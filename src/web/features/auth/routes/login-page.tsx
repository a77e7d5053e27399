import { IconChartBar, IconMessageCircle, IconRoute } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandMark } from '../../../components/brand-mark';
import { getStoredUserId, setStoredUserId } from '../../../lib/storage';
import { LoginForm } from '../components/login-form';
import classes from './login-page.module.css';
import { useFrenchPage } from '../../../lib/french-page';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.feature}>
      <span className={classes.featureIcon}>{icon}</span>
      <span>{children}</span>
    </li>
  );
}

function HoldsPattern() {
  const t = useT(staffCatalog);
  return (
    <svg className={classes.holds} viewBox="0 0 600 800" preserveAspectRatio={t('staff.xmidymidSlice')} aria-hidden="true" focusable="false">
      <g fill="#ffffff">
        <path d="M470 60c40-8 70 18 62 48s-52 40-80 22-22-62 18-70z" />
        <circle cx="560" cy="230" r="22" />
        <path d="M500 380c22-30 78-34 96-4s-6 62-48 64-70-30-48-60z" />
        <circle cx="585" cy="520" r="14" />
        <path d="M420 640l60-30 40 50-50 44-56-14z" />
        <circle cx="250" cy="720" r="26" />
        <path d="M40 760c26-16 66-6 70 20s-26 42-54 36-42-40-16-56z" />
        <circle cx="330" cy="70" r="12" />
      </g>
    </svg>
  );
}

/** The page to return to after the login (`state.from`): only a path of this site, never the login page itself. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith(paths.loginPro.path)) return null;
  return from;
}

/**
 * /login-pro: brand panel and the login form; a stored user goes straight to the dashboard. Built without
 * Mantine, outside the Mantine layout: the first page staff open on a phone paints after the entry chunk
 * and this page's few kilobytes (issue 9); Mantine comes with the dashboard after login.
 */
export function LoginPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  const navigate = useNavigate();
  // A page of ours reached without a session (a bookmark, a link from a colleague) opens after the login.
  const from = returnPath(useLocation().state);
  // Read once: the redirect is for visitors arriving already logged in, not for the login that just succeeded.
  const [storedUserId] = useState(getStoredUserId);
  if (storedUserId) return <Navigate to={from ?? paths.dashboard.path} replace state={{ userId: storedUserId }} />;

  const onLoggedIn = (userId: string) => {
    setStoredUserId(userId);
    void navigate(from ?? paths.dashboard.path, { replace: from !== null, state: { userId } });
  };

  return (
    <div className={classes.root}>
      <section className={classes.brand} aria-label={t('staff.gastonEspaceOuvreur')}>
        <HoldsPattern />
        <Link to={paths.landing.path} className={classes.logo} aria-label={t('staff.gastonPageAccueil')}>
          <BrandMark size={40} inverted />
          <span className={classes.logoText}>{t('staff.gaston')}</span>
        </Link>
        <div className={classes.brandContent}>
          <h1 className={classes.brandTitle}>{t('staff.espaceOuvreur')}</h1>
          <p className={classes.brandText}>{t('staff.suivezVosBlocsVos')}</p>
          <ul className={classes.features}>
            <Feature icon={<IconChartBar size={20} aria-hidden="true" />}>{t('staff.tableauBordVotreSalle')}</Feature>
            <Feature icon={<IconRoute size={20} aria-hidden="true" />}>{t('staff.secteursCircuitsDatesDemontage')}</Feature>
            <Feature icon={<IconMessageCircle size={20} aria-hidden="true" />}>{t('staff.commentairesGrimpeurs')}</Feature>
          </ul>
        </div>
        <p className={classes.brandFooter}>{t('staff.reservePersonnelSallesPartenaires')}</p>
      </section>

      <main className={classes.formSide}>
        <div className={classes.card}>
          <div className={classes.cardHeader}>
            <h2 className={classes.cardTitle}>{t('staff.connexion')}</h2>
            <p className={classes.cardText}>{t('staff.connectezVousAvecAdresse')}</p>
          </div>
          <LoginForm onLoggedIn={onLoggedIn} />
        </div>
        <Link to={paths.proSignup.path} className={classes.back}>
          {t('staff.votreSalleEstEncore')}
        </Link>
        <Link to={paths.landing.path} className={classes.back}>
          {t('staff.retourAccueil')}
        </Link>
      </main>
    </div>
  );
}
