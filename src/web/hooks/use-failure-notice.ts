import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * A failed call the spec leaves silent: logged, and a short French notification instead of a
 * panel waiting forever. `id` keeps one notice per failing call.
 */
export function useFailureNotice(error: Error | null, id: string, message: string) {
  useEffect(() => {
    if (!error) return;
    console.error(message, error);
    notifications.show({ id, color: 'red', title: 'Chargement impossible', message });
  }, [error, id, message]);
}
