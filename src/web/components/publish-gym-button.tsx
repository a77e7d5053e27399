import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorText } from '../api/api-client';
import { usePublishGym } from '../api/current-gym';

/** 'Publier la salle' for the gym's admins (go-live.md §3). */
export function PublishGymButton({ gymId, size = 'xs' }: { gymId: number; size?: 'xs' | 'sm' }) {
  const publish = usePublishGym();
  return (
    <Button
      size={size}
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(gymId, {
          onSuccess: () => notifications.show({ color: 'teal', title: 'Salle publiée', message: 'Les grimpeurs la trouvent maintenant dans l’application.' }),
          onError: (error) => notifications.show({ color: 'red', title: 'La salle n’a pas été publiée', message: errorText(error) }),
        })
      }
    >
      Publier la salle
    </Button>
  );
}
