import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/api-client';
import { useOccupancy, useOccupancyHistory } from '../../../api/occupancy';
import { BestMoments, CrowdNow } from '../../../components/crowd-level';
import { occupancyCatalog } from '../../../lib/catalogs/occupancy';
import { useT } from '../../../lib/i18n';

/**
 * The gym page's 'Affluence' (docs/occupancy.md): the level now, and 'Meilleurs moments' on demand.
 * Nothing when the gym does not show it, or while offline with nothing fetched yet.
 */
export function GymCrowd({ gymId }: { gymId: number }) {
  const t = useT(occupancyCatalog);
  const [open, setOpen] = useState(false);
  const now = useOccupancy(gymId);
  const history = useOccupancyHistory(gymId, open);
  if (!now.data || (now.error instanceof ApiError && now.error.status === 404)) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs" align="flex-start">
        <CrowdNow occupancy={now.data} />
        <Button size="compact-sm" variant="subtle" px={0} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('occupancy.hideBest') : t('occupancy.showBest')}
        </Button>
        {open && history.data && <BestMoments hours={history.data} />}
      </Stack>
    </Paper>
  );
}
