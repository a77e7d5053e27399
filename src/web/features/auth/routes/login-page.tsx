import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconMessageCircle, IconRoute } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Logo } from '../../../components/logo';
import { getStoredUserId, setStoredUserId } from '../../../lib/storage';
import { LoginForm } from '../components/login-form';
import classes from './login-page.module.css';

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.feature} style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <span className={classes.featureIcon}>{icon}</span>
      <Text inherit>{children}</Text>
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

/** /login-pro: brand panel and the login form; a stored user goes straight to the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  // Read once: the redirect is for visitors arriving already logged in, not for the login that just succeeded.
  const [storedUserId] = useState(getStoredUserId);
  if (storedUserId) return <Navigate to={paths.dashboard.path} replace state={{ userId: storedUserId }} />;

  const onLoggedIn = (userId: string) => {
    setStoredUserId(userId);
    void navigate(paths.dashboard.path, { state: { userId } });
  };

  return (
    <div className={classes.root}>
      <section className={classes.brand} aria-label="Gaston, l’espace ouvreur">
        <HoldsPattern />
        <Anchor component={Link} to={paths.landing.path} underline="never" aria-label="Gaston, page d’accueil" style={{ position: 'relative', alignSelf: 'flex-start' }}>
          <Logo size={40} c="white" inverted />
        </Anchor>
        <Stack className={classes.brandContent} gap="lg">
          <Title order={1} className={classes.brandTitle}>
            L’espace ouvreur
          </Title>
          <Text className={classes.brandText}>
            Suivez vos blocs, vos secteurs et les retours de vos grimpeurs, salle par salle.
          </Text>
          <Stack component="ul" className={classes.features} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            <Feature icon={<IconChartBar size={20} aria-hidden="true" />}>Le tableau de bord de votre salle</Feature>
            <Feature icon={<IconRoute size={20} aria-hidden="true" />}>Secteurs, circuits et dates de démontage</Feature>
            <Feature icon={<IconMessageCircle size={20} aria-hidden="true" />}>Les commentaires des grimpeurs</Feature>
          </Stack>
        </Stack>
        <Text className={classes.brandFooter}>Réservé au personnel des salles partenaires.</Text>
      </section>

      <main className={classes.formSide}>
        <Paper className={classes.card} withBorder>
          <Stack gap={4} mb="xl">
            <Title order={2} fz={28}>
              Connexion
            </Title>
            <Text c="dimmed" fz="sm">
              Connectez-vous avec l’adresse email de votre compte Gaston.
            </Text>
          </Stack>
          <LoginForm onLoggedIn={onLoggedIn} />
        </Paper>
        <Anchor component={Link} to={paths.landing.path} c="dimmed" fz="sm">
          ← Retour à l’accueil
        </Anchor>
      </main>
    </div>
  );
}
