import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the contest's back-office tabs: a titled section, an optional line under its title and controls beside it. */
export function AdminSection({
  id,
  title,
  description,
  aside,
  maw,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} maw={maw}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
