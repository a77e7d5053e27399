import { Group, Paper, Stack, Text, Title, type PaperProps, type StackProps, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's title (a level-2 heading at the size of a card's) and the sentence under it; `id` names the section for `aria-labelledby`. */
export function SectionHeading({ id, title, children, ...text }: { id?: string; title: ReactNode; children?: ReactNode } & TextProps) {
  return (
    <>
      <Title order={2} fz="h4" id={id}>
        {title}
      </Title>
      {children && (
        <Text fz="sm" c="dimmed" {...text}>
          {children}
        </Text>
      )}
    </>
  );
}

/**
 * A card of the back office's settings: a section named by its heading, the sentence under it and the
 * section's button beside them (`action`), then its content.
 */
export function SectionCard({
  id,
  title,
  intro,
  action,
  gap = 'md',
  children,
  ...paper
}: { id: string; title: ReactNode; intro?: ReactNode; action?: ReactNode; gap?: StackProps['gap']; children: ReactNode } & PaperProps) {
  const heading = (
    <div>
      <SectionHeading id={id} title={title}>
        {intro}
      </SectionHeading>
    </div>
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} {...paper}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" align="center" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
