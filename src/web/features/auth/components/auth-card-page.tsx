import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Logo } from '../../../components/logo';
import classes from './auth-card-page.module.css';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

interface AuthCardPageProps {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** Drawn in a tinted square above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Under the card; a link back to the login page by default. */
  footer?: ReactNode;
}

/** The frame of the password screens: the logo, one centred card, a way back to the login. */
export function AuthCardPage({ title, description, icon, children, footer }: AuthCardPageProps) {
  const t = useT(staffCatalog);
  return (
    <div className={classes.root}>
      <main className={classes.main}>
        <Anchor component={Link} to={paths.landing.path} underline="never" c="inherit" aria-label={t('staff.gastonPageAccueil')}>
          <Logo size={36} />
        </Anchor>
        <Paper className={classes.card} withBorder>
          <Stack gap="lg">
            <Stack gap={8}>
              {icon && <span className={classes.icon}>{icon}</span>}
              <Title order={1} fz={26} lh={1.2}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" fz="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer ?? (
          <Anchor component={Link} to={paths.loginPro.path} c="dimmed" fz="sm">
            {t('staff.retourConnexion')}
          </Anchor>
        )}
      </main>
    </div>
  );
}
