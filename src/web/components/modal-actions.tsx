import { Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalActionsProps extends ButtonProps {
  /** The first button ('Retour', 'Annuler'): it steps back or closes, and waits while the action runs. */
  backLabel: string;
  onBack: () => void;
  /** The action is running: its button spins. */
  busy?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  /** The action's text. */
  children: ReactNode;
}

/** A modal's two buttons, bottom right: back, then the action (its other props go to the action's button). */
export function ModalActions({ backLabel, onBack, busy = false, children, ...action }: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      <Button loading={busy} {...action}>
        {children}
      </Button>
    </Group>
  );
}
