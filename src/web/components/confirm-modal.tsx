import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MODAL_TITLE_STYLES } from './modal-title-styles';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, said plainly ('12 blocs seront démontés…'). */
  children: ReactNode;
  confirmLabel: string;
  /** 'Annuler', from the caller's catalogue (the modal is shared by areas of different languages). */
  cancelLabel: string;
  /** Red for what cannot be taken back in a click. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a destructive action, saying what it will do; 'Annuler' is focused first so that a
 * stray Enter changes nothing.
 */
export function ConfirmModal({ opened, title, children, confirmLabel, cancelLabel, danger = false, loading = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} styles={MODAL_TITLE_STYLES} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text fz="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
