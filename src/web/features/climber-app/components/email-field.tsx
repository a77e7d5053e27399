import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** The e-mail field of sign-in, sign-up and the password pages: a phone shows its e-mail keyboard. */
export function EmailField({ value, error, onChange }: { value: string; error?: ReactNode; onChange: (value: string) => void }) {
  const t = useT(climberCatalog);
  return (
    <TextInput
      label={t('app.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
