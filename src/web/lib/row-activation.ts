import type { KeyboardEvent } from 'react';

/** Enter or Space on a focused clickable row acts as a click; keys typed in a control inside the row are left alone. */
export function activateOnKey(event: KeyboardEvent, action: () => void): void {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
