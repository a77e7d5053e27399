import { Alert, Box, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import { SendQueueContext } from '../offline/send-queue';
import { linkAppManifest, registerAppWorker } from '../offline/app-install';
import { usePendingAscents, usePendingOpinions, useQueueSender } from '../offline/use-ascent-queue';


/**
 * The climbers' web app (climbers.md §2): a phone-width column with the app's header and, while
 * logs wait on the phone, the banner 'Hors ligne : N actions en attente'.
 */
export function ClimberLayout() {
  const send = useQueueSender();
  const pending = usePendingAscents().length + usePendingOpinions().length;
  const { online } = useNetwork();
  useEffect(() => {
    linkAppManifest();
    registerAppWorker();
  }, []);
  return (
    <SendQueueContext.Provider value={send}>
      <Box mih="100dvh" bg="gray.0">
        <Box maw={560} mx="auto" mih="100dvh" bg="white" style={{ boxShadow: '0 0 0 1px var(--mantine-color-gray-2)' }}>
          <Group component="header" px="md" py="sm" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Logo />
          </Group>
          {!online ? (
            <Alert color="orange" radius={0} icon={<IconCloudOff size={18} />} data-testid="offline-banner" role="status">
              <Text fw={600} fz="sm">
                Hors ligne : {pending} action{pending > 1 ? 's' : ''} en attente
              </Text>
            </Alert>
          ) : (
            pending > 0 && (
              <Alert color="blue" radius={0} icon={<IconCloudUpload size={18} />} data-testid="sending-banner" role="status">
                <Text fz="sm">
                  Envoi de {pending} action{pending > 1 ? 's' : ''} en attente…
                </Text>
              </Alert>
            )
          )}
          <Box component="main" p="md">
            <Outlet />
          </Box>
        </Box>
      </Box>
    </SendQueueContext.Provider>
  );
}
