import { countdownText } from '../../../../shared/domain/countdown';
import { PAGE_MESSAGES as MESSAGES } from '../../../../shared/page-messages';
import classes from './contest-page-view.module.css';

const endFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'samedi 17 mai 2025 à 21:00', in Paris time. */
export const formatEndTime = (iso: string) => endFormat.format(new Date(iso));

interface ContestCountdownProps {
  endTime: string | null;
  now: number;
  over: boolean;
  refreshSeconds: number;
  showEndTime: boolean;
  loading: boolean;
}

/**
 * Time left in days, hours and minutes with French plurals (countdownText), then 'C'est terminé'
 * (public-pages.md §2). The text moves with the page's clock, every refresh interval.
 */
export function ContestCountdown({ endTime, now, over, refreshSeconds, showEndTime, loading }: ContestCountdownProps) {
  if (over) {
    return (
      <div className={classes.countdown} data-state="over">
        <p className={classes.countdownLabel}>Classement final</p>
        <p className={classes.countdownValue} role="timer">
          {MESSAGES.contestOver}
        </p>
        {showEndTime && endTime && <p className={classes.countdownNote}>Terminé le {formatEndTime(endTime)}</p>}
      </div>
    );
  }
  return (
    <div className={classes.countdown} data-state="running" aria-busy={loading || undefined}>
      <p className={classes.live}>
        <span className={classes.liveDot} aria-hidden="true" />
        En direct · actualisé toutes les {refreshSeconds} s
      </p>
      {endTime ? (
        <>
          <p className={classes.countdownLabel}>Fin dans</p>
          <p className={classes.countdownValue} role="timer">
            {countdownText(endTime, now)}
          </p>
          {showEndTime && <p className={classes.countdownNote}>Fin le {formatEndTime(endTime)}</p>}
        </>
      ) : (
        loading && <span className={classes.countdownSkeleton} aria-label="Chargement du compte à rebours" />
      )}
    </div>
  );
}
