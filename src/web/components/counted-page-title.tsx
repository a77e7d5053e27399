import { Badge, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A back-office list page's heading: its title and count, the gym's name under it (a placeholder while it loads), and what the page lists. */
export function CountedPageTitle({
  title,
  count,
  countLabel,
  testId,
  gymName,
  children,
}: {
  title: string;
  count: number | undefined;
  /** Said by screen readers instead of the bare number. */
  countLabel: (count: number) => string;
  testId: string;
  gymName: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {count !== undefined && (
          <Badge size="lg" variant="light" data-testid={testId} aria-label={countLabel(count)}>
            {count}
          </Badge>
        )}
      </Group>
      <Group gap={6} mt={4} c="dimmed" wrap="nowrap">
        <IconBuildingStore size={18} aria-hidden="true" />
        {gymName ? (
          <Text fz="lg" fw={600} c="dark.4">
            {gymName}
          </Text>
        ) : (
          <Skeleton h={16} w={180} />
        )}
      </Group>
      <Text c="dimmed" fz="sm" mt={4}>
        {children}
      </Text>
    </div>
  );
}
