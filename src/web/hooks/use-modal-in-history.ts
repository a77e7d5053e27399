import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hasPageBehind, withSearchParam } from './use-go-back';

/** The address parameter that says a page's modal is open. */
export const OPEN_MODAL_PARAM = 'fenetre';

/**
 * useState for a page's modal, with the modal's opening as a step of the browser's history: the
 * browser's Back closes the modal instead of leaving the page (as people expect on a phone), and
 * closing it with its own button takes that step back. The address says only that a modal is open
 * (`?fenetre=1`); what it shows stays in this state, so an address opened later shows no modal.
 */
export function useModalInHistory<T>(): [T | null, (next: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const pushed = useRef(false);
  const inAddress = params.has(OPEN_MODAL_PARAM);
  if (!inAddress) pushed.current = false;

  const set = useCallback(
    (next: T | null) => {
      if (next === null) {
        setValue(null);
        if (pushed.current && hasPageBehind()) void navigate(-1);
        else if (new URLSearchParams(window.location.search).has(OPEN_MODAL_PARAM)) {
          setParams(withSearchParam(OPEN_MODAL_PARAM, null), { replace: true });
        }
        pushed.current = false;
        return;
      }
      setValue(next);
      if (!new URLSearchParams(window.location.search).has(OPEN_MODAL_PARAM)) {
        pushed.current = true;
        setParams(withSearchParam(OPEN_MODAL_PARAM, '1'));
      }
    },
    [navigate, setParams],
  );
  return [inAddress ? value : null, set];
}
