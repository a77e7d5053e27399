import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../api/api-client';

interface ErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  title?: ReactNode;
  /** A failed call: its French text is shown when there are no children. */
  error?: unknown;
  children?: ReactNode;
}

/** A refusal shown in a form or a modal (announced to screen readers); nothing when there is none. */
export function ErrorAlert({ title, error, children = error ? errorText(error) : null, ...alert }: ErrorAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle size={18} aria-hidden="true" />} {...alert}>
      {children}
    </Alert>
  );
}
