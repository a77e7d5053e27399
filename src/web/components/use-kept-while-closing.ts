import { useState } from 'react';

/**
 * What a modal draws: `value`, or, while it fades out after `value` went back to null, the last
 * value it drew. `onNew` runs when another value arrives, to reset the modal's own state (it runs
 * during render, so it may only set state of the calling component).
 */
export function useKeptWhileClosing<T>(value: T | null, onNew?: () => void): T | null {
  const [kept, setKept] = useState<T | null>(value);
  if (value !== null && value !== kept) {
    setKept(value);
    onNew?.();
  }
  return value ?? kept;
}
