import { useRef, type KeyboardEvent } from 'react';
import classes from './tabs.module.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Names the tab list ('Classements'). */
  label: string;
  /** Prefix of the tabs' and panel's ids. */
  idPrefix: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'underline' | 'pills';
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * WAI-ARIA tabs (automatic activation): the arrow keys, Home and End move to and select a tab; only the
 * selected tab is in the Tab order. The caller renders the panel with `panelId(idPrefix)`.
 */
export function Tabs<T extends string>({ label, idPrefix, options, value, onChange, variant = 'underline' }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key as 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End'
    ];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[next]!;
    onChange(option.value);
    refs.current.get(option.value)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={classes.list} data-variant={variant} onKeyDown={move}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(node) => {
              if (node) refs.current.set(option.value, node);
              else refs.current.delete(option.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, option.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className={classes.tab}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
