import { IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { AppQueryProvider } from '../../../api/query-provider';
import type { BoardRow } from '../api/get-contest-board';
import { contestCatalog } from '../../../lib/catalogs/contest';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale, useT, type TranslateOf } from '../../../lib/i18n';
import type { Locale } from '../../../../shared/i18n/locales';
import type { ContestKey, ContestKind, ContestView } from '../contest-views';
import { useContestBoard, type ContestBoardState } from '../hooks/use-rankings';
import classes from './contest-page-view.module.css';
import { ContestFrame } from './contest-frame';
import { ContestCountdown } from './contest-countdown';
import { RankingTable, type RankingColumn } from './ranking-table';

type ContestT = TranslateOf<typeof contestCatalog>;

/** The value columns of each kind of ranking (docs/product.md › Public pages: screens; Public pages: data), numbers in the page's language. */
const valueAt = (index: number, format: (value: number) => string) => (row: BoardRow) => format(row.values[index] ?? 0);

function rankingColumns(kind: Exclude<ContestKind, 'draw'>, t: ContestT, locale: Locale): RankingColumn<BoardRow>[] {
  if (kind === 'points') {
    const wholeNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return [{ label: t('seeded.points'), cell: valueAt(0, (value) => wholeNumber.format(value)) }];
  }
  if (kind === 'finals') {
    return [
      { label: t('seeded.tops'), cell: valueAt(0, String) },
      { label: t('seeded.zones'), cell: valueAt(1, String) },
      { label: t('seeded.tries'), cell: valueAt(2, String) },
    ];
  }
  const metres = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return [{ label: t('seeded.verticalGain'), cell: valueAt(0, (value) => metres.format(value)) }];
}

const EYEBROW: Record<ContestKind, ContestKey> = {
  points: 'seeded.eyebrow.live',
  finals: 'seeded.eyebrow.live',
  'vertical-gain': 'seeded.eyebrow.challenge',
  draw: 'seeded.eyebrow.draw',
};

type Category = 'male' | 'female';

const CATEGORIES: readonly { value: Category; titleKey: ContestKey; id: string }[] = [
  { value: 'male', titleKey: 'seeded.men', id: 'hommes' },
  { value: 'female', titleKey: 'seeded.women', id: 'femmes' },
];

function Rankings({ kind, state }: { kind: Exclude<ContestKind, 'draw'>; state: ContestBoardState }) {
  // On a phone one category at a time; from 900 px both side by side.
  const [category, setCategory] = useState<Category>('male');
  const t = useT(contestCatalog);
  const columns = rankingColumns(kind, t, useLocale());
  return (
    <>
      <div className={classes.switch} role="group" aria-label={t('seeded.category')}>
        {CATEGORIES.map(({ value, titleKey }) => (
          <button key={value} type="button" aria-pressed={category === value} onClick={() => setCategory(value)}>
            {t(titleKey)}
          </button>
        ))}
      </div>
      <div className={classes.rankings}>
        {CATEGORIES.map(({ value, titleKey, id }) => (
          <RankingTable
            key={value}
            id={id}
            title={t(titleKey)}
            rows={state[value]}
            columns={columns}
            rowKey={(row, index) => `${row.rank}-${row.first_name}-${row.last_name}-${index}`}
            rank={(row) => row.rank}
            name={(row) => (
              <>
                {row.first_name} <strong>{row.last_name}</strong>
              </>
            )}
            empty={t(state.failed ? 'seeded.rankingUnavailable' : 'seeded.noResult')}
            loading={state.loading}
            hiddenOnPhone={category !== value}
          />
        ))}
      </div>
    </>
  );
}

/** The draw gives 3 winners (docs/product.md › Public pages: screens): as many placeholders while it loads. */
const PLACEHOLDERS = [1, 2, 3];

/** The draw's winners, once drawn at the end time (docs/product.md › Public pages: screens: 3 people). */
function DrawResults({ state }: { state: ContestBoardState }) {
  const t = useT(contestCatalog);
  let message: string | null = null;
  if (state.loading) message = null;
  else if (state.failed) message = t('seeded.drawUnavailable');
  else if (state.drawn.length === 0) message = t(state.over ? 'seeded.nobodyDrawn' : 'seeded.drawLater');

  return (
    <section className={classes.card} aria-labelledby="tirage-title">
      <header className={classes.cardHeader}>
        <h2 id="tirage-title">{t('seeded.winners')}</h2>
      </header>
      {state.loading && (
        <ol className={classes.drawList} aria-hidden="true">
          {PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder} className={classes.drawItem}>
              <span className={classes.skeleton} style={{ width: '60%', height: 20 }} />
            </li>
          ))}
        </ol>
      )}
      {message && <p className={classes.empty}>{message}</p>}
      {!state.loading && !state.failed && state.drawn.length > 0 && (
        <ol className={classes.drawList}>
          {state.drawn.map((person, index) => (
            <li key={`${person.first_name}-${person.last_name}-${index}`} className={classes.drawItem}>
              <span className={classes.rank} data-rank={index + 1} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.drawName}>
                <small>{t('seeded.drawnRank', { rank: index + 1 })}</small>
                <span>
                  {person.first_name} <strong>{person.last_name}</strong>
                </span>
              </span>
              {index === 0 && <IconTrophy size={26} stroke={1.6} className={classes.drawTrophy} aria-hidden="true" />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The frame of the six contest pages (docs/product.md › Public pages: screens): title, countdown and the rankings of the page's
 * kind, refreshed at the contest's interval until its end.
 */
export function ContestPageView({ view }: { view: ContestView }) {
  return (
    <AppQueryProvider>
      <ContestBoardView view={view} />
    </AppQueryProvider>
  );
}

function ContestBoardView({ view }: { view: ContestView }) {
  const t = useT(contestCatalog);
  const state = useContestBoard(view);
  useDocumentTitle(t(view.titleKey));
  return (
    <ContestFrame
      eyebrow={t(EYEBROW[view.kind])}
      title={t(view.titleKey)}
      intro={<p>{t(view.descriptionKey)}</p>}
      aside={
        <ContestCountdown
          endTime={state.endTime}
          now={state.now}
          over={state.over}
          refreshSeconds={state.refreshSeconds}
          showEndTime={view.showEndTime}
          loading={state.loading}
        />
      }
    >
      {view.kind === 'draw' ? <DrawResults state={state} /> : <Rankings kind={view.kind} state={state} />}
    </ContestFrame>
  );
}
