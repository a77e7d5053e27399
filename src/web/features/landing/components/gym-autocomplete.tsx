import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PartnerGym } from '../../../../shared/contract/public';
import { filterGyms, matchRange, SUGGESTIONS_CLOSE_DELAY_MS } from './gym-suggestions';
import classes from './notify-form.module.css';
import { FieldError } from '../../../components/field-error';
import { useT } from '../../../lib/i18n';
import { publicCatalog } from '../../../lib/catalogs/public';

interface GymAutocompleteProps {
  label: string;
  value: string;
  /** Every keystroke: the typed text is the value (docs/product.md › Public pages: screens), a suggestion only fills it in. */
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  gyms: readonly PartnerGym[];
  /** The partner gyms are still loading. */
  loading?: boolean;
  error?: string | null;
  placeholder?: string;
  disabled?: boolean;
}

/** The name with the typed part in bold. */
function Highlighted({ name, query }: { name: string; query: string }): ReactNode {
  const range = matchRange(name, query);
  if (!range) return name;
  const chars = Array.from(name);
  return (
    <>
      {chars.slice(0, range.start).join('')}
      <mark className={classes.match}>{chars.slice(range.start, range.end).join('')}</mark>
      {chars.slice(range.end).join('')}
    </>
  );
}

/**
 * The gym field of the notify form: an ARIA 1.2 combobox (arrows, Enter, Escape) whose list shows the
 * partner gyms containing the typed text (at most 5) and closes 200 ms after the field loses focus.
 */
export function GymAutocomplete({ label, value, onChange, onFocus, onBlur, gyms, loading, error, placeholder, disabled }: GymAutocompleteProps) {
  const t = useT(publicCatalog);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const suggestions = filterGyms(gyms, value);
  const showNoMatch = open && !loading && gyms.length > 0 && suggestions.length === 0;
  const expanded = open && suggestions.length > 0;

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const select = (gym: PartnerGym) => {
    onChange(gym.name);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActiveIndex(step === 1 ? 0 : count - 1);
        } else {
          setActiveIndex((index) => (index === -1 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
        }
        return;
      }
      case 'Enter': {
        const gym = expanded ? suggestions[activeIndex] : undefined;
        // Enter picks the highlighted gym; with none highlighted, it sends the form as usual.
        if (gym) {
          event.preventDefault();
          select(gym);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        return;
      default:
    }
  };

  const activeId = expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;

  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      <div className={classes.comboWrapper}>
        <svg className={classes.inputIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z M12 12.2a2.6 2.6 0 1 0 0-5.2 2.6 2.6 0 0 0 0 5.2Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <input
          id={inputId}
          className={`${classes.input} ${classes.inputWithIcon}`}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            cancelClose();
            setOpen(true);
            onFocus?.();
          }}
          onBlur={() => {
            cancelClose();
            closeTimer.current = setTimeout(() => {
              setOpen(false);
              setActiveIndex(-1);
            }, SUGGESTIONS_CLOSE_DELAY_MS);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={label} className={classes.listbox} hidden={!expanded}>
          {expanded &&
            suggestions.map((gym, index) => (
              <li
                key={gym.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={classes.option}
                data-active={index === activeIndex || undefined}
                // Keeps the focus in the field; the click then picks the gym.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => select(gym)}
              >
                <Highlighted name={gym.name} query={value} />
              </li>
            ))}
        </ul>
        {showNoMatch && (
          <p className={classes.noMatch} role="status">
            {t('notify.noMatch', { query: value.trim() })}
          </p>
        )}
      </div>
      <FieldError id={errorId} className={classes.error}>
        {error}
      </FieldError>
    </div>
  );
}
