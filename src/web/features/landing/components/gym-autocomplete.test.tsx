import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GymAutocomplete } from './gym-autocomplete';
import { TEST_GYMS } from './test-gyms';

const gyms = [...TEST_GYMS, { id: 'vertical-grenoble', name: 'Vertical Grenoble' }];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <GymAutocomplete
      label="Ta salle d’escalade"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      gyms={gyms}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Ta salle d’escalade' });
const options = () => screen.queryAllByRole('option');

afterEach(() => {
  vi.useRealTimers();
});

describe('GymAutocomplete', () => {
  it('suggests at most 5 gyms containing the typed text, whatever its case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'LYON');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(options().map((option) => option.textContent)).toEqual([
      'Arkose Lyon',
      "Block'Out Lyon",
      'Climb Up Lyon',
      'Climb Up Lyon Gerland',
      'Gaston Bloc Lyon',
    ]);
    await user.clear(field());
    await user.type(field(), 'greno');
    expect(options().map((option) => option.textContent)).toEqual(['Vertical Grenoble']);
  });

  it('keeps the typed text as the value, even when no gym matches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(field(), 'Ma salle à moi');
    expect(field()).toHaveValue('Ma salle à moi');
    expect(onChange).toHaveBeenLastCalledWith('Ma salle à moi');
    expect(options()).toHaveLength(0);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Aucune salle partenaire ne correspond à « Ma salle à moi ».');
  });

  it('moves through the suggestions with the arrows and picks one with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'arkose');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}'); // wraps around
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('Arkose Nation');
    expect(options()).toHaveLength(0);
  });

  it('closes with Escape and reopens with the arrows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'lyon');
    await user.keyboard('{Escape}');
    expect(options()).toHaveLength(0);
    expect(field()).toHaveValue('lyon');
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(5);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('picks a suggestion with a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'gaston');
    await user.click(screen.getByRole('option', { name: 'Gaston Bloc Lyon' }));
    expect(field()).toHaveValue('Gaston Bloc Lyon');
    expect(field()).toHaveFocus();
  });

  it('closes the list 200 ms after the field loses focus, not before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'lyon');
    expect(options()).toHaveLength(5);
    vi.useFakeTimers();
    fireEvent.blur(field());
    act(() => vi.advanceTimersByTime(199));
    expect(options()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(options()).toHaveLength(0);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the list open when the focus comes back within the delay', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'lyon');
    vi.useFakeTimers();
    fireEvent.blur(field());
    act(() => vi.advanceTimersByTime(100));
    fireEvent.focus(field());
    act(() => vi.advanceTimersByTime(500));
    expect(options()).toHaveLength(5);
  });

  it('is a labelled ARIA combobox controlling its listbox', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(field(), 'lyon');
    const listbox = screen.getByRole('listbox', { name: 'Ta salle d’escalade' });
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
  });
});
