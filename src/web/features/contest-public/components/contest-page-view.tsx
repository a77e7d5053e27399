import { IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { AppQueryProvider } from '../../../api/query-provider';
import type { BoardRow } from '../api/get-contest-board';
import type { ContestKind, ContestView } from '../contest-views';
import { useContestBoard, type ContestBoardState } from '../hooks/use-rankings';
import classes from './contest-page-view.module.css';
import { ContestCountdown } from './contest-countdown';
import { RankingTable, type RankingColumn } from './ranking-table';

const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const metres = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The value columns of each kind of ranking (public-pages.md §2, §3). */
const valueAt = (index: number, format: (value: number) => string) => (row: BoardRow) => format(row.values[index] ?? 0);

export const RANKING_COLUMNS: Record<Exclude<ContestKind, 'draw'>, RankingColumn<BoardRow>[]> = {
  points: [{ label: 'Points', cell: valueAt(0, (value) => wholeNumber.format(value)) }],
  finals: [
    { label: 'Tops', cell: valueAt(0, String) },
    { label: 'Zones', cell: valueAt(1, String) },
    { label: 'Essais', cell: valueAt(2, String) },
  ],
  'vertical-gain': [{ label: 'Dénivelé (m)', cell: valueAt(0, (value) => metres.format(value)) }],
};

const EYEBROW: Record<ContestKind, string> = {
  points: 'Classement en direct',
  finals: 'Classement en direct',
  'vertical-gain': 'Challenge dénivelé',
  draw: 'Tirage au sort',
};

type Category = 'male' | 'female';

const CATEGORIES: readonly { value: Category; title: string; id: string }[] = [
  { value: 'male', title: 'Hommes', id: 'hommes' },
  { value: 'female', title: 'Femmes', id: 'femmes' },
];

function Rankings({ kind, state }: { kind: Exclude<ContestKind, 'draw'>; state: ContestBoardState }) {
  // On a phone one category at a time; from 900 px both side by side.
  const [category, setCategory] = useState<Category>('male');
  const columns = RANKING_COLUMNS[kind];
  return (
    <>
      <div className={classes.switch} role="group" aria-label="Catégorie">
        {CATEGORIES.map(({ value, title }) => (
          <button key={value} type="button" aria-pressed={category === value} onClick={() => setCategory(value)}>
            {title}
          </button>
        ))}
      </div>
      <div className={classes.rankings}>
        {CATEGORIES.map(({ value, title, id }) => (
          <RankingTable
            key={value}
            id={id}
            title={title}
            rows={state[value]}
            columns={columns}
            rowKey={(row, index) => `${row.rank}-${row.first_name}-${row.last_name}-${index}`}
            rank={(row) => row.rank}
            name={(row) => (
              <>
                {row.first_name} <strong>{row.last_name}</strong>
              </>
            )}
            empty={state.failed ? 'Classement indisponible pour le moment.' : 'Aucun résultat pour le moment.'}
            loading={state.loading}
            hiddenOnPhone={category !== value}
          />
        ))}
      </div>
    </>
  );
}

const ORDINALS = ['1er tiré au sort', '2e tiré au sort', '3e tiré au sort'];

/** The draw's winners, once drawn at the end time (public-pages.md §2: 3 people). */
function DrawResults({ state }: { state: ContestBoardState }) {
  let message: string | null = null;
  if (state.loading) message = null;
  else if (state.failed) message = 'Résultat du tirage indisponible pour le moment.';
  else if (state.drawn.length === 0) message = state.over ? 'Aucun grimpeur n’a pu être tiré au sort.' : 'Le tirage au sort aura lieu à la fin du contest.';

  return (
    <section className={classes.card} aria-labelledby="tirage-title">
      <header className={classes.cardHeader}>
        <h2 id="tirage-title">Les gagnants</h2>
      </header>
      {state.loading && (
        <ol className={classes.drawList} aria-hidden="true">
          {ORDINALS.map((ordinal) => (
            <li key={ordinal} className={classes.drawItem}>
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
                <small>{ORDINALS[index] ?? `${index + 1}e tiré au sort`}</small>
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
 * The frame of the six contest pages (public-pages.md §2): title, countdown and the rankings of the page's
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
  const state = useContestBoard(view);
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="contest-title">
        <div className={classes.heroInner}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>{EYEBROW[view.kind]}</p>
            <h1 id="contest-title">{view.title}</h1>
            <p>{view.description}</p>
          </div>
          <ContestCountdown
            endTime={state.endTime}
            now={state.now}
            over={state.over}
            refreshSeconds={state.refreshSeconds}
            showEndTime={view.showEndTime}
            loading={state.loading}
          />
        </div>
      </section>
      <div className={classes.content}>{view.kind === 'draw' ? <DrawResults state={state} /> : <Rankings kind={view.kind} state={state} />}</div>
    </div>
  );
}
