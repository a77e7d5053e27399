import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withSearchParam } from './use-go-back';
import { useSearchParamsWriter } from './use-search-params-writer';

type Write = ReturnType<typeof useSearchParamsWriter>[1];

/** Two writes in one task, before the router renders again: a row opened (a push), then the typed search written (a replace). */
function twoWritesBeforeARender(first: Write, second: Write) {
  act(() => {
    first(withSearchParam('bloc', '12'));
    second(withSearchParam('q', 'faucon'), { replace: true });
  });
}

function Address() {
  return <output>{useLocation().search}</output>;
}

function Writer({ onWriter }: { onWriter: (write: Write) => void }) {
  onWriter(useSearchParamsWriter()[1]);
  return <Address />;
}

function RouterOwnWriter({ onWriter }: { onWriter: (write: Write) => void }) {
  const [, setParams] = useSearchParams();
  onWriter((change, options) => setParams(change, options));
  return <Address />;
}

describe('useSearchParamsWriter', () => {
  it('keeps both of two writes made before the router renders again', () => {
    let write!: Write;
    render(
      <MemoryRouter initialEntries={['/bomain?salle=1']}>
        <Writer onWriter={(w) => (write = w)} />
      </MemoryRouter>,
    );
    twoWritesBeforeARender(write, write);
    expect(screen.getByRole('status')).toHaveTextContent('?salle=1&bloc=12&q=faucon');
  });

  it("is needed: React Router's functional setParams loses the first of the two", () => {
    let write!: Write;
    render(
      <MemoryRouter initialEntries={['/bomain?salle=1']}>
        <RouterOwnWriter onWriter={(w) => (write = w)} />
      </MemoryRouter>,
    );
    twoWritesBeforeARender(write, write);
    expect(screen.getByRole('status')).toHaveTextContent('?salle=1&q=faucon');
  });
});
