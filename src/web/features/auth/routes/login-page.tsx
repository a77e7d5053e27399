import { IconChartBar, IconMessageCircle, IconRoute } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandMark } from '../../../components/brand-mark';
import { getStoredUserId, setStoredUserId } from '../../../lib/storage';
import { LoginForm } from '../components/login-form';
import classes from './login-page.module.css';
import { useFrenchPage } from '../../../lib/french-page';

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.feature}>
      <span className={classes.featureIcon}>{icon}</span>
      <span>{children}</span>
    </li>
  );
}

function HoldsPattern() {
  return (
    <svg className={classes.holds} viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
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
      <section className={classes.brand} aria-label="Gaston, l’espace ouvreur">
        <HoldsPattern />
        <Link to={paths.landing.path} className={classes.logo} aria-label="Gaston, page d’accueil">
          <BrandMark size={40} inverted />
          <span className={classes.logoText}>Gaston</span>
        </Link>
        <div className={classes.brandContent}>
          <h1 className={classes.brandTitle}>L’espace ouvreur</h1>
          <p className={classes.brandText}>Suivez vos blocs, vos secteurs et les retours de vos grimpeurs, salle par salle.</p>
          <ul className={classes.features}>
            <Feature icon={<IconChartBar size={20} aria-hidden="true" />}>Le tableau de bord de votre salle</Feature>
            <Feature icon={<IconRoute size={20} aria-hidden="true" />}>Secteurs, circuits et dates de démontage</Feature>
            <Feature icon={<IconMessageCircle size={20} aria-hidden="true" />}>Les commentaires des grimpeurs</Feature>
          </ul>
        </div>
        <p className={classes.brandFooter}>Réservé au personnel des salles partenaires.</p>
      </section>

      <main className={classes.formSide}>
        <div className={classes.card}>
          <div className={classes.cardHeader}>
            <h2 className={classes.cardTitle}>Connexion</h2>
            <p className={classes.cardText}>Connectez-vous avec l’adresse email de votre compte Gaston.</p>
          </div>
          <LoginForm onLoggedIn={onLoggedIn} />
        </div>
        <Link to={paths.proSignup.path} className={classes.back}>
          Votre salle n'est pas encore sur Gaston ? Créez-la
        </Link>
        <Link to={paths.landing.path} className={classes.back}>
          ← Retour à l’accueil
        </Link>
      </main>
    </div>
  );
}
