import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ClimberBoulder } from '../../../../shared/contract/climber-reads';
import { CLIMBER_LIMITS } from '../../../../shared/domain/climber-rules';
import { queryKeys } from '../../../api/query-keys';
import { deleteAscent } from '../api/boulders';
import { dequeueAscent, enqueueAscent } from '../offline/ascent-queue';
import { forgetLog, pruneRecentLogs, recentLogs, rememberLog, subscribeToRecentLogs, type RecentLog } from '../offline/recent-logs';
import { useSendQueue } from '../offline/send-queue';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

export interface NewLog {
  boulderId: number;
  tries: number;
  topped: boolean;
}

/** A top just logged, for the sheet that follows it. */
export interface LoggedTop {
  boulder: ClimberBoulder;
  tries: number;
  flash: boolean;
  clientIds: string[];
  undo: () => Promise<void>;
}

/**
 * Takes logs back within 10 minutes (docs/product.md › Climbers: the app): a log still on the phone leaves the queue, one
 * already sent is deleted on the server; the lists are fetched again either way.
 */
export function useUndoLogs() {
  const t = useT(climberCatalog);
  const queryClient = useQueryClient();
  return async (log: RecentLog) => {
    notifications.hide(log.clientIds[0]!);
    forgetLog(log.clientIds);
    if (Date.now() - log.loggedAt > CLIMBER_LIMITS.undoMs) return;
    let failed = 0;
    for (const clientId of log.clientIds) {
      if (await dequeueAscent(clientId)) continue;
      try {
        await deleteAscent(clientId);
      } catch {
        failed += 1;
      }
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.climber() });
    if (failed > 0) {
      rememberLog(log);
      notifications.show({ color: 'red', title: t('logs.undoFailed'), message: t('logs.undoLater') });
    }
  };
}

/**
 * Logs one boulder or several at once through the phone's queue. The log can be undone for 10
 * minutes from the list of recent logs; `notify` also shows it at once with 'Annuler'.
 */
export function useLogAscents(gymId: number) {
  const t = useT(climberCatalog);
  const send = useSendQueue();
  const undo = useUndoLogs();
  return async (logs: NewLog[], { title, detail, notify }: { title: string; detail: string; notify: boolean }): Promise<RecentLog> => {
    const loggedAt = new Date();
    const clientIds: string[] = [];
    for (const log of logs) {
      const clientId = crypto.randomUUID();
      clientIds.push(clientId);
      await enqueueAscent({ clientId, gymId, ...log, loggedAt: loggedAt.toISOString() });
    }
    const recent: RecentLog = { clientIds, title, detail, loggedAt: loggedAt.getTime() };
    rememberLog(recent);
    if (notify) {
      notifications.show({
        id: clientIds[0],
        color: 'teal',
        title,
        autoClose: 6000,
        message: (
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm">{detail}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => void undo(recent)}>
              {t('app.cancel')}
            </Button>
          </Group>
        ),
      });
    }
    void send();
    return recent;
  };
}

/** My logs of the last 10 minutes, each with 'Annuler'. */
export function RecentLogs() {
  const t = useT(climberCatalog);
  const logs = useSyncExternalStore(subscribeToRecentLogs, recentLogs, recentLogs);
  const undo = useUndoLogs();
  useEffect(() => {
    const timer = window.setInterval(() => pruneRecentLogs(), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  if (logs.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" bg="gray.0" component="section" aria-label={t('logs.recent')} data-testid="recent-logs">
      <Stack gap={4}>
        <Text fz="xs" c="dimmed" fw={600}>
          {t('logs.recentTitle')}
        </Text>
        {logs.slice(0, 3).map((log) => (
          <Group key={log.clientIds[0]} justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" truncate>
              {log.title} · {log.detail}
            </Text>
            <Button size="compact-sm" variant="subtle" style={{ flex: 'none' }} onClick={() => void undo(log)}>
              {t('app.cancel')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
