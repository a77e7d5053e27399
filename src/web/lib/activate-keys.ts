import type { KeyboardEvent } from 'react';

/**
 * Enter and Space do what a click does, on an element given role="button" that is not a <button>
 * (an SVG shape, a table row): what a <button> does by itself.
 */
export const onActivateKeys =
  (action: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };

/** Enter or Space on a focused clickable row acts as a click; keys typed in a control inside the row are left alone. */
export function activateOnKey(event: KeyboardEvent, action: () => void): void {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
