import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { queryKeys } from '../../../api/query-keys';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { flushAscents, queueSnapshot, subscribeToQueue, type QueuedAscent } from './ascent-queue';
import { flushOpinions, opinionSnapshot, subscribeToOpinions, type QueuedOpinion } from './opinion-queue';

/** The logs waiting on this phone, oldest first. */
export const usePendingAscents = (): QueuedAscent[] => useSyncExternalStore(subscribeToQueue, queueSnapshot, queueSnapshot);

/** The stars and grade votes waiting on this phone. */
export const usePendingOpinions = (): QueuedOpinion[] => useSyncExternalStore(subscribeToOpinions, opinionSnapshot, opinionSnapshot);

/**
 * Sends the queues at start and whenever the browser says the network is back (a background sync
 * alone is not enough; Climbers: the app): the logs first, since a grade vote needs my top; then the
 * lists are fetched again to show the server's figures.
 */
export function useQueueSender(): () => Promise<void> {
  const t = useT(climberCatalog);
  const queryClient = useQueryClient();
  const send = async () => {
    if (!navigator.onLine) return;
    const logs = await flushAscents();
    const opinions = await flushOpinions(new Set(queueSnapshot().map((ascent) => ascent.boulderId)));
    for (const { messages } of logs.refused) {
      notifications.show({ color: 'red', title: t('queue.logRefused'), message: messages[0] ?? t('queue.logRefusedText') });
    }
    for (const { opinion, messages } of opinions.refused) {
      const title = opinion.kind === 'rating' ? t('queue.ratingRefused') : t('queue.voteRefused');
      notifications.show({ color: 'red', title, message: messages[0] ?? t('queue.opinionRefusedText') });
    }
    // Only what the server now holds changes its figures: nothing sent, nothing to fetch again.
    if (logs.settled + opinions.settled > 0) await queryClient.invalidateQueries({ queryKey: queryKeys.climber() });
  };
  useEffect(() => {
    void send();
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- registered once for the app's life
  }, []);
  return send;
}
