import { Checkbox, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CircuitIcon, type Circuit } from '../../../components/difficulty-icon';

interface ChecklistBoulder {
  id: number;
  name: string;
  difficulty: string;
  gym_difficulty: Circuit;
}

/** Boulders to tick, in columns, each with its circuit: the ones kept on the wall, the labels to print. */
export function BoulderChecklist<B extends ChecklistBoulder>({
  boulders,
  loading,
  empty,
  testId,
  isChecked,
  onCheck,
  detail,
}: {
  boulders: B[];
  loading: boolean;
  /** What the list says when it has no boulder. */
  empty: ReactNode;
  testId: string;
  isChecked: (id: number) => boolean;
  onCheck: (id: number, checked: boolean) => void;
  /** Words after the name and grade (the sector, for instance). */
  detail?: (boulder: B) => string;
}) {
  if (loading) return <Loader size="sm" />;
  if (boulders.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} data-testid={testId}>
      {boulders.map((boulder) => (
        <Checkbox
          key={boulder.id}
          label={
            <Group gap={6} wrap="nowrap">
              <CircuitIcon circuit={boulder.gym_difficulty} size={16} />
              <span>
                {boulder.name} ({boulder.difficulty}){detail ? ` · ${detail(boulder)}` : ''}
              </span>
            </Group>
          }
          checked={isChecked(boulder.id)}
          onChange={(event) => onCheck(boulder.id, event.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
}
