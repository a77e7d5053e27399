import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Retour' and the end of a form: back where the person came from, or to `fallback` when this page
 * opened the tab (a link opened in a new tab has no page of ours behind it, and going back there
 * left the tab on about:blank). React Router's data router numbers its history entries in
 * `history.state.idx`, 0 for the first page of the tab.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasPageBehind()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

/** Whether the tab's history holds a page of this app behind the current one (`navigate(-1)` stays here). */
export function hasPageBehind(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

/** For `setParams`: the address's parameters with `name` set to `value`, or taken out (null). */
export const withSearchParam = (name: string, value: string | null) => (previous: URLSearchParams) => {
  const next = new URLSearchParams(previous);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
};
