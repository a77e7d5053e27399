import { Button, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { climberGymPath, paths } from '../../../config/paths';
import { useGyms } from '../api/gyms';
import { useMe } from '../api/me';
import { rememberGym } from '../chosen-gym';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** /app/salles (docs/product.md › Climbers: the app): 'Rechercher une salle' by name or city, the home gym first. */
export function ClimberGymsPage() {
  const t = useT(climberCatalog);
  const me = useMe();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // Typing stays fluid: the list follows the deferred text.
  const q = useDeferredValue(search.trim());
  const gyms = useGyms(q, Boolean(me.data));
  if (me.data === null) return <Navigate to={paths.climberHome.path} replace />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('gyms.title')}</Title>
      <TextInput
        label={t('gyms.search')}
        placeholder={t('gyms.searchPlaceholder')}
        leftSection={<IconMapSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {me.isPending || gyms.isPending ? (
        <Loader role="status" aria-label={t('app.loading')} />
      ) : gyms.data?.length === 0 ? (
        <Text c="dimmed">{t('gyms.noMatch', { search })}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('gyms.list')}>
          {gyms.data?.map((gym) => (
            <li key={gym.id}>
              <UnstyledButton
                w="100%"
                p="md"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
                onClick={() => {
                  rememberGym(gym.id);
                  void navigate(climberGymPath(gym.id));
                }}
              >
                <Text fw={600}>{gym.name}</Text>
                <Text fz="sm" c="dimmed">
                  {gym.id === me.data?.homeGymId ? t('gyms.mine', { city: gym.city }) : gym.city}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {gyms.error && (
        <Button variant="light" onClick={() => void gyms.refetch()}>
          {t('app.retry')}
        </Button>
      )}
    </Stack>
  );
}
