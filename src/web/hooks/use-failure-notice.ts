import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { backOfficeCatalog } from '../lib/catalogs/back-office';
import { useT } from '../lib/i18n';

/**
 * A failed call the spec leaves silent: logged, and a short notification (the back office's catalogue) instead of a
 * panel waiting forever. `id` keeps one notice per failing call.
 */
export function useFailureNotice(error: Error | null, id: string, message: string) {
  const t = useT(backOfficeCatalog);
  useEffect(() => {
    if (!error) return;
    console.error(message, error);
    notifications.show({ id, color: 'red', title: t('backOffice.chargementImpossible'), message });
  }, [error, id, message, t]);
}
