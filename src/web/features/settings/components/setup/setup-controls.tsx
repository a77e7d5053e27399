import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { settingsCatalog } from '../../../../lib/catalogs/settings';

/** Up and down arrows that move a sector or circuit one place (positions start at 1). */
export function OrderArrows({
  name,
  position,
  first,
  last,
  busy,
  onMove,
}: {
  name: string;
  position: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (position: number) => void;
}) {
  const t = useT(settingsCatalog);
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={t('settings.monter', { name })} disabled={first || busy} onClick={() => onMove(position - 1)}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={t('settings.descendre', { name })} disabled={last || busy} onClick={() => onMove(position + 1)}>
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}

interface RenamableNameProps {
  name: string;
  maxLength: number;
  saving: boolean;
  /** Saves the new name; answers the server's French refusal, or null once saved. */
  onRename: (name: string) => Promise<string | null>;
  children: React.ReactNode;
}

/** A name with a pencil that turns it into a field: Enter saves, Escape gives up. */
export function RenamableName({ name, maxLength, saving, onRename, children }: RenamableNameProps) {
  const t = useT(settingsCatalog);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap" justify="space-between">
        {children}
        <ActionIcon variant="subtle" color="gray" aria-label={t('settings.renommer', { name })} onClick={() => setDraft(name)}>
          <IconPencil size={16} />
        </ActionIcon>
      </Group>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const refusal = await onRename(draft);
    setError(refusal);
    if (refusal === null) setDraft(null);
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('settings.nouveauNom', { name })}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
          error={error}
          maxLength={maxLength}
          size="xs"
          autoFocus
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" variant="light" aria-label={t('settings.enregistrerNom')} loading={saving}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t('settings.annuler')} onClick={() => setDraft(null)}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}

/** The server's refusal as a field message, or null when the mutation succeeded. */
export const refusalOf = (promise: Promise<unknown>, text: (error: unknown) => string): Promise<string | null> =>
  promise.then(
    () => null,
    (error: unknown) => text(error),
  );
