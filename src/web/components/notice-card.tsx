import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's whole content when there is nothing to show: why, and what to do (choose a gym, ask for access). */
export function NoticeCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
