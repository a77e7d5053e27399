import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Shown for a grade nobody proposed yet (docs/product.md › Back office: errors and empty states "Empty statistics"). */
export const NO_GRADE_TEXT = '–';

/**
 * An average grade beside the one it is compared with, laid out like StatChange. A harder grade is
 * neither good nor bad news, so the change is the previous grade itself, without a colour.
 */
export function GradeStat({
  label,
  grade,
  previousGrade,
  comparisonLabel,
}: {
  label: ReactNode;
  grade: string | null;
  previousGrade: string | null;
  comparisonLabel: string;
}) {
  return (
    <Stack gap={2} data-testid="grade-stat">
      <Text fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz="xl" fw={700} lh={1.2} data-testid="stat-value">
        {grade ?? NO_GRADE_TEXT}
      </Text>
      <Text fz="xs" c="dimmed">
        <Text span fz="xs" fw={700} c="var(--mantine-color-text)">
          {previousGrade ?? NO_GRADE_TEXT}
        </Text>{' '}
        {comparisonLabel}
      </Text>
    </Stack>
  );
}
