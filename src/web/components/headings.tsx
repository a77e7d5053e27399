import { Paper, Stack, Text, Title, type PaperProps, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title and the sentence under it saying what the page is for. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {children && (
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}

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

/** A card of the back office's settings: a section named by its heading, the sentence under it, then its content. */
export function SectionCard({ id, title, intro, children, ...paper }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode } & PaperProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} {...paper}>
      <Stack gap="md">
        <div>
          <SectionHeading id={id} title={title}>
            {intro}
          </SectionHeading>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
