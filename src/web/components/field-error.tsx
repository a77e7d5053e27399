import type { ReactNode } from 'react';

/** The error line under a plain (non-Mantine) field, found by the field's aria-describedby; nothing without an error. */
export function FieldError({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={className}>
      {children}
    </p>
  );
}
