import { TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { backOfficeCatalog } from '../lib/catalogs/back-office';
import { useT } from '../lib/i18n';

/**
 * A calendar day typed as DD/MM/YYYY (docs/product.md › Back office: validation): a text field with the calendar mark and
 * the format reminder under it, above the error. Any prop may be overridden (a placeholder, a
 * description naming the default).
 */
export function DateTextInput(props: TextInputProps) {
  const t = useT(backOfficeCatalog);
  return (
    <TextInput
      placeholder={t('backOffice.dateFormatPlaceholder')}
      description={t('backOffice.dateFormatHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden="true" />}
      autoComplete="off"
      maxLength={30}
      {...props}
    />
  );
}
