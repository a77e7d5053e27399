/** Numbers and days as the active language writes them (docs/i18n.md), apart from i18n.ts so that the entry does not carry the date rules. */
import { formatInputDate, formatShortDate, parisDay } from '../../shared/domain/dates';
import type { Locale } from '../../shared/i18n/locales';

// One formatter a language, made once: building an Intl formatter costs about 0.5 ms, and a gym's
// list formats a day in each of its 150 rows (src/shared/domain/dates.ts keeps its formatters the same way).
const numbers = { fr: new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }), en: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }) };
const mediumDays = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const TIME = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' } as const;
const times = { fr: new Intl.DateTimeFormat('fr-FR', TIME), en: new Intl.DateTimeFormat('en-GB', TIME) };

/** A decimal number as the active language writes it ('4,5' in French, '4.5' in English). */
export const formatNumber = (value: number, locale: Locale) => numbers[locale].format(value);

/** A day ('2026-03-12', or an instant, taken in Paris) as the active language writes it: 12/03/2026, 12 Mar 2026. */
export function formatDay(value: string, locale: Locale): string {
  if (locale === 'fr') return formatInputDate(value);
  const day = formatInputDate(value) && parisDay(value);
  return day ? mediumDays.format(new Date(`${day}T00:00:00Z`)) : '';
}

/** A day in a list's line: 12/03/26 in French (as the back office writes it), 12 Mar 2026 in English (no day/month order to guess). */
export const formatShortDay = (value: string, locale: Locale): string => (locale === 'fr' ? formatShortDate(value) : formatDay(value, locale));

/** A share (0 to 1) as a whole percentage: '6 %' in French, '6%' in English. */
export const formatPercent = (share: number, locale: Locale): string => `${Math.round(share * 100)}${locale === 'fr' ? ' %' : '%'}`;

/** A time of day in Paris, as the active language writes it: 18:42. */
export const formatTime = (instant: string, locale: Locale): string => times[locale].format(new Date(instant));
