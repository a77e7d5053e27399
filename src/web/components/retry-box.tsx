import { Button, Stack, Text, type StackProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** What could not be read, and 'Réessayer' to ask again (a read that failed with nothing to show yet). */
export function RetryBox({ text, onRetry, ...stack }: StackProps & { text: string; onRetry: () => void }) {
  const t = useT(backOfficeCatalog);
  return (
    <Stack align="center" gap="sm" {...stack}>
      <Text c="dimmed">{text}</Text>
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
        {t('backOffice.reessayer')}
      </Button>
    </Stack>
  );
}
