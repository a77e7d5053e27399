import { ActionIcon, Box, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconCalendarX, IconPencil, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SectorDetails } from '../../../../shared/contract/sectors';
import { formatInputDate, relativeDays } from '../../../../shared/domain/dates';
import { DismantlingWarning } from './dismantling-warning';

const PICTURE_HEIGHT = 170;

export const EDIT_OPENING_LABEL = "Modifier la date d'ouverture du secteur";
export const EDIT_DISMANTLING_LABEL = 'Modifier la date de démontage du secteur';

interface SectorGeneralInfoProps {
  details: SectorDetails | undefined;
  /** Read-only staff (marketing) get no edit icon. */
  canEdit: boolean;
  onEditOpening: () => void;
  onEditDismantling: () => void;
}

/** 'Informations générales': picture, opening date and planned dismantling date with their edit icons and warning. */
export function SectorGeneralInfo({ details, canEdit, onEditOpening, onEditDismantling }: SectorGeneralInfoProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-info-title" h="100%">
      <Title order={2} fz="lg" id="sector-info-title" mb="md">
        Informations générales
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
              <Image src={details.sectorPicture} alt={`Photo du secteur ${details.sectorName}`} h={PICTURE_HEIGHT} radius="md" fit="cover" />
            ) : (
              <Box h={PICTURE_HEIGHT} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}>
                <IconPhotoOff size={32} color="var(--mantine-color-gray-5)" aria-label="Pas de photo" />
              </Box>
            )}
            <Stack gap="sm" justify="center">
              <DateLine
                icon={<IconCalendarEvent size={20} aria-hidden="true" />}
                label="Date d'ouverture"
                date={details.openingDate}
                emptyText="Pas encore ouvert"
                testId="sector-opening-date"
                edit={canEdit && details.openingDate !== null ? { label: EDIT_OPENING_LABEL, onClick: onEditOpening } : null}
              />
              {details.dismantledDate ? (
                <DateLine
                  icon={<IconCalendarX size={20} aria-hidden="true" />}
                  label="Démonté le"
                  date={details.dismantledDate}
                  emptyText=""
                  testId="sector-dismantled-date"
                  edit={null}
                />
              ) : (
                <DateLine
                  icon={<IconCalendarX size={20} aria-hidden="true" />}
                  label="Démontage prévu"
                  date={details.closingDate}
                  emptyText="Non planifié"
                  testId="sector-closing-date"
                  edit={
                    canEdit && (details.openingDate !== null || details.routes.length > 0)
                      ? { label: EDIT_DISMANTLING_LABEL, onClick: onEditDismantling }
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
