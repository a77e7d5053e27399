import { notifications } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import { errorText } from '../../api/api-client';
import { settingsCatalog } from '../../lib/catalogs/settings';
import { useT } from '../../lib/i18n';
import { ErrorAlert } from '../../components/error-alert';

/** `notify(title, error)` for a failed call: logged for us, a short French notice for the person (with the server's text when it sent one). */
export function useNotifyFailure(): (title: string, error: unknown) => void {
  const t = useT(settingsCatalog);
  return useCallback(
    (title, error) => {
      console.error(title, error);
      notifications.show({ color: 'red', title, message: errorText(error, t('settings.retryHint')) });
    },
    [t],
  );
}

/** Notifies once per failure of a query (a later success then failure notifies again). */
export function useFailureNotice(error: unknown, title: string) {
  const notifyFailure = useNotifyFailure();
  useEffect(() => {
    if (error) notifyFailure(title, error);
  }, [error, title, notifyFailure]);
}

/** A failed write inside a modal: logged, and its French text shown in the modal (where the eyes are). */
export function FailureAlert({ error }: { error: unknown }) {
  const t = useT(settingsCatalog);
  return <ErrorAlert>{Boolean(error) && errorText(error, t('settings.retryHint'))}</ErrorAlert>;
}
