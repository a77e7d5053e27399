import { useRef } from 'react';
import { useSearchParams } from 'react-router';

type SetParams = ReturnType<typeof useSearchParams>[1];
/** How an address is written: a push (Back returns to the one before) unless `replace`. */
export type WriteOptions = Parameters<SetParams>[1];

/**
 * useSearchParams whose writes each start from the last address written. React Router's functional
 * setParams starts from the params of the last render instead: two writes before the page renders again
 * (a header clicked twice, a row opened while a typed search waits to be written) would lose the first.
 */
export function useSearchParamsWriter(): [URLSearchParams, (change: (previous: URLSearchParams) => URLSearchParams, options?: WriteOptions) => void] {
  const [params, setParams] = useSearchParams();
  // The last address written, until the router renders a newer one.
  const written = useRef({ rendered: params, latest: params });
  if (written.current.rendered !== params) written.current = { rendered: params, latest: params };
  const write = (change: (previous: URLSearchParams) => URLSearchParams, options?: WriteOptions) =>
    setParams((written.current.latest = change(written.current.latest)), options);
  return [params, write];
}
