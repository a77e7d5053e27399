import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';

interface PlaceholderPageProps {
  /** The page title from the spec. */
  title: string;
  /** A second line under the title (e.g. the spec's heading when it differs). */
  subtitle?: string;
}

/** The frame of a page whose content is built in a later step: its title and a short notice. */
export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={960} mx="auto" w="100%">
      <div>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" fz="lg" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs" py="xl">
          <IconBarrierBlock size={40} stroke={1.5} color="var(--mantine-color-ochre-6)" aria-hidden="true" />
          <Text fw={600}>Cette page est en cours de construction.</Text>
          <Text c="dimmed" fz="sm" ta="center">
            Son contenu arrive très bientôt.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
