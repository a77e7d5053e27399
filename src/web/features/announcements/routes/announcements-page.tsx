import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconInfoCircle, IconSpeakerphone } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Announcement } from '../../../../shared/contract/announcements';
import { formatLongDateTime } from '../../../../shared/domain/dates';
import { errorText } from '../../../api/api-client';
import { useCurrentGym } from '../../../api/current-gym';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useT } from '../../../lib/i18n';
import { announcementsCatalog } from '../../../lib/catalogs/announcements';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { idListParam } from '../../../lib/id-list-param';
import { useAnnouncements, useCancelAnnouncement } from '../api/announcements';
import { AnnounceModal } from '../components/announce-modal';
import { PageStack } from '../../../components/headings';

const STATUS_COLORS = { pending: 'ochre', sent: 'teal', cancelled: 'gray' } as const;

/**
 * /annonces (docs/announcements.md): the gym's announcements of new sets, newest first, each with who was
 * told, who opened it and who came; 'Annoncer' writes one, a pending one can be cancelled. Every staff member.
 */
export function AnnouncementsPage() {
  const t = useT(announcementsCatalog);
  const { gymId, name, gym } = useCurrentGym();
  const list = useAnnouncements(gymId);
  useFailureNotice(list.error, 'announcements', t('announcements.loadFailed'));
  // ?blocs=1,2,3 (a setting day's 'Annoncer ces blocs') opens the form with those boulders checked.
  const [params, setParams] = useSearchParams();
  const linked = useMemo(() => idListParam(params.get('blocs'), 500), [params]);
  const [writing, setWriting] = useState(linked.length > 0);
  const closeForm = () => {
    setWriting(false);
    if (params.has('blocs')) setParams({}, { replace: true });
  };
  const [cancelling, setCancelling] = useState<Announcement | null>(null);
  const draft = gym !== undefined && gym.status !== 'published';

  return (
    <PageStack maw={960}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('announcements.title')}</Title>
          <Group gap={6} c="dimmed" mt={4}>
            <IconBuildingStore size={16} aria-hidden="true" />
            <Text c="dimmed">{name ?? '…'}</Text>
          </Group>
          <Text mt="sm" maw={640}>
            {t('announcements.intro')}
          </Text>
        </div>
        <Button leftSection={<IconSpeakerphone size={18} aria-hidden="true" />} onClick={() => setWriting(true)} disabled={gymId === null || draft}>
          {t('announcements.announce')}
        </Button>
      </Group>
      {draft && (
        <Alert color="ochre" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('announcements.draftGym')}
        </Alert>
      )}
      {list.data ? (
        list.data.length === 0 ? (
          <Paper withBorder p="xl">
            <Text fw={700}>{t('announcements.empty.title')}</Text>
            <Text c="dimmed" mt={4}>
              {t('announcements.empty.text')}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('announcements.title')}>
            {list.data.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} onCancel={() => setCancelling(announcement)} />
            ))}
          </Stack>
        )
      ) : (
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      )}
      {list.data?.some((a) => a.status === 'sent') && (
        <Text fz="sm" c="dimmed">
          {t('announcements.figuresHelp')}
        </Text>
      )}
      {gymId !== null && (
        <>
          <AnnounceModal
            gymId={gymId}
            gymName={name ?? ''}
            opened={writing}
            onClose={closeForm}
            replaces={list.data?.some((a) => a.status === 'pending') ?? false}
            preselected={linked}
          />
          <CancelModal gymId={gymId} announcement={cancelling} onClose={() => setCancelling(null)} />
        </>
      )}
    </PageStack>
  );
}

function AnnouncementItem({ announcement: a, onCancel }: { announcement: Announcement; onCancel: () => void }) {
  const t = useT(announcementsCatalog);
  const told = a.told.email + a.told.push;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="announcement">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLORS[a.status]} variant={a.status === 'pending' ? 'filled' : 'light'}>
              {t(`announcements.status.${a.status}`)}
            </Badge>
            <Text fz="sm" c="dimmed">
              {a.automatic ? t('announcements.automatic') : t('announcements.written')} · {t('announcements.boulders', { count: a.boulderIds.length })}
            </Text>
          </Group>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {a.title}
          </Text>
          {a.sendAt && (
            <Text fz="sm" c="dimmed">
              {a.status === 'pending'
                ? t('announcements.sendAt', { date: formatLongDateTime(a.sendAt) })
                : t('announcements.sentAt', { date: formatLongDateTime(a.sendAt) })}
            </Text>
          )}
          {a.status === 'sent' && (
            <Text fz="sm" data-testid="announcement-figures">
              <Text span fw={700}>
                {t('announcements.figures', { told, opened: a.opened, came: a.came })}
              </Text>{' '}
              <Text span c="dimmed" fz="sm">
                ({t('announcements.channels', { email: a.told.email, push: a.told.push })})
              </Text>
            </Text>
          )}
        </Stack>
        {a.status === 'pending' && (
          <Button variant="light" color="red" onClick={onCancel}>
            {t('announcements.cancel')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function CancelModal({ gymId, announcement, onClose }: { gymId: number; announcement: Announcement | null; onClose: () => void }) {
  const t = useT(announcementsCatalog);
  const cancel = useCancelAnnouncement(gymId);
  return (
    <ConfirmModal
      opened={announcement !== null}
      title={t('announcements.cancelTitle')}
      confirmLabel={t('announcements.cancel')}
      cancelLabel={t('announcements.keep')}
      danger
      loading={cancel.isPending}
      onClose={onClose}
      onConfirm={() =>
        announcement &&
        cancel.mutate(announcement.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('announcements.cancelled') });
            onClose();
          },
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        })
      }
    >
      {announcement && t('announcements.cancelText', { title: announcement.title })}
    </ConfirmModal>
  );
}
