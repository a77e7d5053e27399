import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorText } from '../../api/api-client';

const RETRY_HINT = 'Réessayez dans un instant ou rechargez la page.';

/** A failed call: logged for us, a short French notice for the person (with the server's text when it sent one). */
export function notifyFailure(title: string, error: unknown) {
  console.error(title, error);
  notifications.show({ color: 'red', title, message: errorText(error, RETRY_HINT) });
}

/** Notifies once per failure of a query (a later success then failure notifies again). */
export function useFailureNotice(error: unknown, title: string) {
  useEffect(() => {
    if (error) notifyFailure(title, error);
  }, [error, title]);
}

/** A failed write inside a modal: logged, and its French text shown in the modal (where the eyes are). */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
      {errorText(error, RETRY_HINT)}
    </Alert>
  );
}
