import { ActionIcon, Box, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconCalendarX, IconPencil, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SectorDetails } from '../../../../shared/contract/sectors';
import { formatInputDate, relativeDays } from '../../../../shared/domain/dates';
import { DismantlingWarning } from './dismantling-warning';
import { useT } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

const PICTURE_HEIGHT = 170;

interface SectorGeneralInfoProps {
  details: SectorDetails | undefined;
  /** Read-only staff (marketing) get no edit icon. */
  canEdit: boolean;
  onEditOpening: () => void;
  onEditDismantling: () => void;
}

/** 'Informations générales': picture, opening date and planned dismantling date with their edit icons and warning. */
export function SectorGeneralInfo({ details, canEdit, onEditOpening, onEditDismantling }: SectorGeneralInfoProps) {
  const t = useT(sectorsCatalog);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-info-title" h="100%">
      <Title order={2} fz="lg" id="sector-info-title" mb="md">
        {t('sectors.informationsGenerales')}
      </Title>
      {!details ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton h={PICTURE_HEIGHT} />
          <Skeleton h={12} w="60%" />
        </Stack>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {details.sectorPicture ? (
              <Image
                src={details.sectorPicture}
                alt={t('sectors.photoSecteur', { sectorName: details.sectorName })}
                h={PICTURE_HEIGHT}
                radius="md"
                fit="cover"
              />
            ) : (
              <Box h={PICTURE_HEIGHT} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}>
                <IconPhotoOff size={32} color="var(--mantine-color-gray-5)" aria-label={t('sectors.photo')} />
              </Box>
            )}
            <Stack gap="sm" justify="center">
              <DateLine
                icon={<IconCalendarEvent size={20} aria-hidden="true" />}
                label={t('sectors.dateOuverture')}
                date={details.openingDate}
                emptyText={t('sectors.encoreOuvert')}
                testId="sector-opening-date"
                edit={canEdit && details.openingDate !== null ? { label: t('sectors.editOpening'), onClick: onEditOpening } : null}
              />
              {details.dismantledDate ? (
                <DateLine
                  icon={<IconCalendarX size={20} aria-hidden="true" />}
                  label={t('sectors.demonte')}
                  date={details.dismantledDate}
                  emptyText=""
                  testId="sector-dismantled-date"
                  edit={null}
                />
              ) : (
                <DateLine
                  icon={<IconCalendarX size={20} aria-hidden="true" />}
                  label={t('sectors.demontagePrevu')}
                  date={details.closingDate}
                  emptyText={t('sectors.nonPlanifie')}
                  testId="sector-closing-date"
                  edit={
                    canEdit && (details.openingDate !== null || details.routes.length > 0)
                      ? { label: t('sectors.editDismantling'), onClick: onEditDismantling }
                      : null
                  }
                />
              )}
            </Stack>
          </SimpleGrid>
          {!details.dismantledDate && <DismantlingWarning plannedDate={details.closingDate} />}
        </Stack>
      )}
    </Paper>
  );
}

interface DateLineProps {
  icon: ReactNode;
  label: string;
  date: string | null;
  emptyText: string;
  testId: string;
  edit: { label: string; onClick: () => void } | null;
}

function DateLine({ icon, label, date, emptyText, testId, edit }: DateLineProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-0)' }}>
      <Box c="gaston.7" mt={2}>
        {icon}
      </Box>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fz="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fw={700} data-testid={testId}>
          {date ? formatInputDate(date) : emptyText}
        </Text>
        {date && (
          <Text fz="xs" c="dimmed">
            {relativeDays(date)}
          </Text>
        )}
      </Stack>
      {edit && (
        <Tooltip label={edit.label} withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={edit.label} onClick={edit.onClick}>
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
