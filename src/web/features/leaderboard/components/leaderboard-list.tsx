import { IconCrown, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { shortenNumber } from '../../../../shared/domain/format';
import { errorText } from '../../../api/api-client';
import { useT } from '../../../lib/i18n';
import { challengeCatalog } from '../../../lib/catalogs/challenge';
import { barPercent, initials, medalOf, shortName } from './leaderboard-display';
import classes from './leaderboard-list.module.css';

/** Rows of the loading skeleton (docs/product.md › Public pages: limits). */
export const SKELETON_ROWS = 18;

export interface LeaderboardEntry {
  id: string;
  rank: number;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  gymName: string | null;
  value: number;
}

interface LeaderboardListProps {
  /** Names the list for assistive technologies ('Gaston Index, Mixte'). */
  label: string;
  entries: readonly LeaderboardEntry[] | undefined;
  loading: boolean;
  error: unknown;
  emptyText: string;
  /** Small text under the value ('/100', '12 blocs'). */
  unit: (value: number) => string;
  onRetry: () => void;
}

function Avatar({ entry }: { entry: LeaderboardEntry }) {
  const [broken, setBroken] = useState(false);
  if (entry.profilePicture && !broken) {
    return (
      <img
        className={classes.avatar}
        src={entry.profilePicture}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={classes.avatar} aria-hidden="true">
      {initials(entry.firstName, entry.lastName)}
    </span>
  );
}

function Rank({ rank }: { rank: number }) {
  const medal = medalOf(rank);
  return (
    <span className={classes.rank} data-medal={medal ?? undefined}>
      {rank === 1 ? (
        <>
          <IconCrown size={20} stroke={2} aria-hidden="true" />
          <span className={classes.visuallyHidden}>1</span>
        </>
      ) : (
        rank
      )}
    </span>
  );
}

/**
 * One monthly ranking (docs/product.md › Public pages: screens): rank with medals for the top 3 (a crown for the 1st), avatar,
 * first name and last name's initial, gym, a bar relative to the leader and the value (K/M shortened);
 * 18 skeleton rows while loading, the empty text, or the error message.
 */
export function LeaderboardList({ label, entries, loading, error, emptyText, unit, onRetry }: LeaderboardListProps) {
  const t = useT(challengeCatalog);
  if (loading) {
    return (
      <div role="status" aria-label={t('loadingRanking')}>
        <ul className={classes.list} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={classes.row} data-skeleton>
              <span className={`${classes.skeleton} ${classes.skeletonRank}`} />
              <span className={`${classes.skeleton} ${classes.skeletonAvatar}`} />
              <span className={classes.who}>
                <span className={classes.skeleton} style={{ width: `${35 + ((index * 23) % 30)}%`, height: 14 }} />
                <span className={classes.skeleton} style={{ width: `${20 + ((index * 17) % 25)}%`, height: 10, marginTop: 8 }} />
              </span>
              <span className={classes.skeleton} style={{ width: 36, height: 18 }} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (error) {
    return (
      <div className={classes.message} role="alert">
        {/* The server's message when it gave one (docs/product.md › Public pages: errors), else the page's own. */}
        <p>{errorText(error, t('error'))}</p>
        <button type="button" className={classes.retry} onClick={onRetry}>
          <IconRefresh size={18} stroke={2} aria-hidden="true" />
          {t('retry')}
        </button>
      </div>
    );
  }

  if (!entries || entries.length === 0) {
    return (
      <div className={classes.message}>
        <IconMoodEmpty size={36} stroke={1.5} aria-hidden="true" className={classes.emptyIcon} />
        <p>{emptyText}</p>
      </div>
    );
  }

  const max = Math.max(...entries.map((entry) => entry.value));
  return (
    <ol className={classes.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={classes.row} data-medal={medalOf(entry.rank) ?? undefined}>
          <Rank rank={entry.rank} />
          <Avatar entry={entry} />
          <span className={classes.who}>
            <span className={classes.name}>{shortName(entry.firstName, entry.lastName)}</span>
            <span className={classes.gym}>{entry.gymName ?? t('unknownGym')}</span>
            <span className={classes.bar} aria-hidden="true">
              <span style={{ width: `${barPercent(entry.value, max)}%` }} />
            </span>
          </span>
          <span className={classes.value}>
            <strong>{shortenNumber(entry.value)}</strong>
            <small>{unit(entry.value)}</small>
          </span>
        </li>
      ))}
    </ol>
  );
}
