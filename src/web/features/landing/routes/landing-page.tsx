import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder: the landing page content comes with its own issue; the header buttons already lead somewhere.
export function LandingPage() {
  return (
    <>
      <Group justify="flex-end" p="md" gap="sm">
        <Button component={Link} to={paths.monthlyChallenge.path} variant="subtle">
          Les défis de Gaston
        </Button>
        <Button component={Link} to={paths.loginPro.path}>
          Mon espace ouvreur
        </Button>
      </Group>
      <PlaceholderPage title="Gaston" subtitle="L’application des grimpeurs arrive à partir de l’été 2024." />
    </>
  );
}
