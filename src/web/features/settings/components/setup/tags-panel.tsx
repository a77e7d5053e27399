import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TAG_GROUP_LABELS, TAG_GROUPS, type TagGroup } from '../../../../../shared/contract/constants';
import type { GymSetup, SetupTag } from '../../../../../shared/contract/gym-setup';
import { errorText } from '../../../../api/api-client';
import { useCreateTag, useEditTag } from '../../api/gym-setup';
import { RenamableName, refusalOf } from './setup-controls';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';

/** Paramètres › Tags (docs/product.md › Route setting: screens): the three groups; add and rename. */
export function TagsPanel({ setup }: { setup: GymSetup }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {TAG_GROUPS.map((kind) => (
        <TagGroupCard key={kind} kind={kind} tags={setup.tags[kind]} gymId={setup.gymId} />
      ))}
    </SimpleGrid>
  );
}

function TagGroupCard({ kind, tags, gymId }: { kind: TagGroup; tags: SetupTag[]; gymId: number }) {
  const t = useT(settingsCatalog);
  const create = useCreateTag(gymId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = TAG_GROUP_LABELS[kind];
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, name },
      {
        onSuccess: (tag) => {
          setName('');
          setError(null);
          notifications.show({ color: 'teal', message: t('settings.tagAjoute', { name: tag.name, label }) });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {label}
        </Title>
        <Stack gap={4}>
          {tags.length === 0 && (
            <Text c="dimmed" fz="sm">
              {t('settings.aucunTagPourInstant')}
            </Text>
          )}
          {tags.map((tag) => (
            <TagLine key={`${tag.id}:${tag.name}`} tag={tag} gymId={gymId} />
          ))}
        </Stack>
        <form onSubmit={add}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('settings.nouveauTag', { label })}
              placeholder={t('settings.nouveauTag2')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              maxLength={40}
              size="sm"
              style={{ flex: 1 }}
            />
            <Button type="submit" size="sm" leftSection={<IconPlus size={14} aria-hidden="true" />} loading={create.isPending} disabled={!name.trim()}>
              {t('settings.ajouter')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

function TagLine({ tag, gymId }: { tag: SetupTag; gymId: number }) {
  const t = useT(settingsCatalog);
  const edit = useEditTag(gymId);
  return (
    <div data-tag={tag.name}>
      <RenamableName name={tag.name} maxLength={40} saving={edit.isPending} onRename={(name) => refusalOf(edit.mutateAsync({ id: tag.id, name }), errorText)}>
        <Text fz="sm">
          {tag.name}{' '}
          <Text span c="dimmed" fz="xs">
            {t('settings.bloc', { boulders: tag.boulders })}
          </Text>
        </Text>
      </RenamableName>
    </div>
  );
}
