import { isOver, remainingTime } from '../../../../shared/domain/countdown';
import type { Locale } from '../../../../shared/i18n/locales';
import { useLocale, useT, type TranslateOf } from '../../../lib/i18n';
import { contestCatalog } from '../../../lib/catalogs/contest';
import classes from './contest-page-view.module.css';

const END_FORMAT = { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** 'samedi 17 mai 2025 à 21:00', 'Saturday 17 May 2025 at 21:00', in Paris time. */
export const formatEndTime = (iso: string, locale: Locale = 'fr') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, END_FORMAT).format(new Date(iso));

/** Time left in days, hours and minutes, with the language's plurals and its way of joining a list ('2 jours, 1 heure et 5 minutes'). */
export function countdownIn(t: TranslateOf<typeof contestCatalog>, locale: Locale, end: string, now: number): string {
  if (isOver(end, now)) return t('countdown.over');
  const { days, hours, minutes } = remainingTime(end, now);
  const parts = [
    days > 0 && t('countdown.days', { count: days }),
    hours > 0 && t('countdown.hours', { count: hours }),
    minutes > 0 && t('countdown.minutes', { count: minutes }),
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? t('countdown.underOneMinute') : new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

interface ContestCountdownProps {
  endTime: string | null;
  now: number;
  over: boolean;
  /** null while the contest is not known yet: the line keeps its place without a figure. */
  refreshSeconds: number | null;
  showEndTime: boolean;
  loading: boolean;
}

/**
 * Time left in days, hours and minutes with French plurals (countdownText), then 'C'est terminé'
 * (docs/product.md › Public pages: screens). The text moves with the page's clock, every refresh interval.
 */
export function ContestCountdown({ endTime, now, over, refreshSeconds, showEndTime, loading }: ContestCountdownProps) {
  const t = useT(contestCatalog);
  const locale = useLocale();
  if (over) {
    return (
      <div className={classes.countdown} data-state="over">
        <p className={classes.countdownLabel}>{t('countdown.final')}</p>
        <p className={classes.countdownValue} role="timer">
          {t('countdown.over')}
        </p>
        {showEndTime && endTime && <p className={classes.countdownNote}>{t('countdown.endedOn', { date: formatEndTime(endTime, locale) })}</p>}
      </div>
    );
  }
  return (
    <div className={classes.countdown} data-state="running" aria-busy={loading || undefined}>
      <p className={classes.live}>
        <span className={classes.liveDot} aria-hidden="true" />
        {refreshSeconds === null ? '\u00a0' : t('countdown.live', { seconds: refreshSeconds })}
      </p>
      {endTime ? (
        <>
          <p className={classes.countdownLabel}>{t('countdown.endsIn')}</p>
          <p className={classes.countdownValue} role="timer">
            {countdownIn(t, locale, endTime, now)}
          </p>
          {showEndTime && <p className={classes.countdownNote}>{t('countdown.endsOn', { date: formatEndTime(endTime, locale) })}</p>}
        </>
      ) : (
        // While the contest loads, the box keeps the room of its text, so that nothing below moves when it comes.
        loading && (
          <>
            <p className={classes.countdownLabel}>{t('countdown.endsIn')}</p>
            <span className={classes.countdownSkeleton} aria-label={t('countdown.loading')} />
            {showEndTime && <span className={classes.countdownNoteSkeleton} aria-hidden="true" />}
          </>
        )
      )}
    </div>
  );
}
