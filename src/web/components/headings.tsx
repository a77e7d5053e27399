import { Stack, Text, Title, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A back-office page's column: the same margins on every page, centred up to `maw`. */
export function PageStack({ maw, children }: { maw: number; children: ReactNode }) {
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg', xl: 'xl' }} maw={maw} mx="auto" w="100%">
      {children}
    </Stack>
  );
}

/** A page's title and the line under it: what the page is for, or the gym it shows (`fz="lg"`). */
export function PageHeading({ title, children, ...text }: { title: ReactNode; children?: ReactNode } & TextProps) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {children && (
        <Text c="dimmed" mt={4} {...text}>
          {children}
        </Text>
      )}
    </div>
  );
}
