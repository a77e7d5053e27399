import type { ComponentPropsWithoutRef } from 'react';

/**
 * A form sent by its button or Enter without reloading the page; the browser's own field checks give
 * way to ours (French, naming the field).
 */
export function SubmitForm({ onSubmit, ...form }: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: () => void }) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
