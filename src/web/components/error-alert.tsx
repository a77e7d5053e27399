import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A refusal shown in a form or a modal (announced to screen readers); nothing when there is none. */
export function ErrorAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
      {children}
    </Alert>
  );
}
