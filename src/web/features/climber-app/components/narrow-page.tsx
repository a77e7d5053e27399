import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The climber app's one-column pages (sign-in, password): the title, a grey line under it, then the content. */
export function NarrowPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" maw={400} mx="auto" mt="lg">
      <div>
        <Title order={1}>{title}</Title>
        {intro !== undefined && <Text c="dimmed">{intro}</Text>}
      </div>
      {children}
    </Stack>
  );
}
