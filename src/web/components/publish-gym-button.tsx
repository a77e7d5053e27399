import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorText } from '../api/api-client';
import { usePublishGym } from '../api/current-gym';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** 'Publier la salle' for the gym's admins (docs/product.md › Going live: gym status). */
export function PublishGymButton({ gymId, size = 'xs' }: { gymId: number; size?: 'xs' | 'sm' }) {
  const t = useT(backOfficeCatalog);
  const publish = usePublishGym();
  return (
    <Button
      size={size}
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(gymId, {
          onSuccess: () => notifications.show({ color: 'teal', title: t('backOffice.sallePubliee'), message: t('backOffice.grimpeursTrouventMaintenantDans') }),
          onError: (error) => notifications.show({ color: 'red', title: t('backOffice.salleEtePubliee'), message: errorText(error) }),
        })
      }
    >
      {t('backOffice.publierSalle')}
    </Button>
  );
}
