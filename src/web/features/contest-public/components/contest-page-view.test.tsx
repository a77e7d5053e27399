import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contestCatalog } from '../../../lib/catalogs/contest';
import { loadCatalog, startI18n } from '../../../lib/i18n';
import { TestProviders } from '../../../testing/render';
import { CONTEST_VIEWS, type ContestView } from '../contest-views';
import { ContestPageView } from './contest-page-view';

const END = '2025-05-17T16:00:00.000Z'; // 18:00 in Paris

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pointsAnswer = (endTime: string | null = END) => ({
  end_time: endTime,
  refresh_seconds: 15,
  male_competitors: [
    { first_name: 'Hugo', last_name: 'Bernard', points: 2500, rank: 1 },
    { first_name: 'Tom', last_name: 'Durand', points: 1200, rank: 2 },
  ],
  female_competitors: [{ first_name: 'Léa', last_name: 'Martin', points: 12345, rank: 1 }],
});

let answer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-05-17T15:58:00.000Z'));
  answer = () => Promise.resolve(json(200, pointsAnswer()));
  fetchMock = vi.fn(() => answer());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text of each row of a ranking table, its header first. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

/** Lets fetches resolve and React render. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

const renderPage = (view: ContestView = CONTEST_VIEWS.contestSameTime) =>
  render(
    <TestProviders>
      <ContestPageView view={view} />
    </TestProviders>,
  );

describe('ContestPageView', () => {
  it('ranks both categories with their points, and counts down', async () => {
    renderPage();
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Contest' })).toBeInTheDocument();
    const men = screen.getByRole('table', { name: 'Hommes' });
    expect(rowTexts(men)).toEqual(['RangNomPoints', '1Hugo Bernard2\u202f500', '2Tom Durand1\u202f200']);
    expect(screen.getByRole('table', { name: 'Femmes' }).querySelector('tbody')!.textContent).toBe('1Léa Martin12\u202f345');
    expect(screen.getByRole('timer')).toHaveTextContent('2 minutes');
    expect(fetchMock).toHaveBeenCalledWith('/api/contestwebviewsametime/', expect.anything());
  });

  it('ticks and refreshes every refresh interval, then stops at the end time after one last fetch', async () => {
    renderPage();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await advance(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('2 minutes');
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 minute$/);

    // From 17:58:15 to the end at 18:00:00.
    await advance(105_000);
    expect(screen.getByRole('timer')).toHaveTextContent("C'est terminé");
    const atTheEnd = fetchMock.mock.calls.length;
    expect(atTheEnd).toBeGreaterThanOrEqual(9);

    await advance(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(atTheEnd);
    expect(screen.getByRole('timer')).toHaveTextContent("C'est terminé");
    expect(screen.queryByText(/actualisé/)).not.toBeInTheDocument();
  });

  it('fetches once and does not poll a contest already over', async () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
    renderPage();
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent("C'est terminé");
    expect(screen.getByText('Terminé le samedi 17 mai 2025 à 18:00')).toBeInTheDocument();
    await advance(5 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table', { name: 'Hommes' })).toHaveTextContent('Hugo Bernard');
  });

  it('empties the rankings when a fetch fails, and fills them again on the next success', async () => {
    renderPage();
    await flush();
    expect(screen.getByRole('table', { name: 'Hommes' })).toHaveTextContent('Hugo Bernard');

    answer = () => Promise.resolve(json(500, { error: 'panne' }));
    await advance(15_000);
    expect(screen.getByRole('table', { name: 'Hommes' })).not.toHaveTextContent('Hugo Bernard');
    expect(screen.getAllByText('Classement indisponible pour le moment.')).toHaveLength(2);
    // The countdown goes on with the end time already known.
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 minute$/);

    answer = () => Promise.resolve(json(200, pointsAnswer()));
    await advance(15_000);
    expect(screen.getByRole('table', { name: 'Hommes' })).toHaveTextContent('Hugo Bernard');
  });

  it('shows empty rankings when the first fetch fails', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderPage();
    await flush();
    expect(screen.getAllByText('Classement indisponible pour le moment.')).toHaveLength(2);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the finals’ tops, zones and tries', async () => {
    answer = () =>
      Promise.resolve(
        json(200, {
          end_time: '2025-05-17T20:30:00.000Z',
          refresh_seconds: 15,
          male_competitors: [{ first_name: 'Tom', last_name: 'Durand', tops: 3, zones: 4, tries: 9, rank: 1 }],
          female_competitors: [],
        }),
      );
    renderPage(CONTEST_VIEWS.contestFinals);
    await flush();
    const men = screen.getByRole('table', { name: 'Hommes' });
    expect(rowTexts(men)).toEqual(['RangNomTopsZonesEssais', '1Tom Durand349']);
    expect(screen.getByRole('table', { name: 'Femmes' })).toHaveTextContent('Aucun résultat pour le moment.');
    expect(screen.queryByText(/^Fin le/)).not.toBeInTheDocument();
  });

  it('shows the challenge’s heights in metres', async () => {
    answer = () =>
      Promise.resolve(
        json(200, {
          end_time: '2025-01-30T19:30:00.000Z',
          refresh_seconds: 60,
          climbers_strongest_male: [{ first_name: 'Hugo', last_name: 'Bernard', total_points: 1234.5, rank: 1 }],
          climbers_strongest_female: [],
        }),
      );
    renderPage(CONTEST_VIEWS.defiGaston);
    await flush();
    const men = screen.getByRole('table', { name: 'Hommes' });
    expect(rowTexts(men)).toEqual(['RangNomDénivelé (m)', '1Hugo Bernard1\u202f234,5']);
  });

  it('announces the draw, then shows the 3 winners fetched at the end time', async () => {
    let drawn = false;
    answer = () =>
      Promise.resolve(
        json(200, {
          end_time: '2025-05-17T15:59:00.000Z',
          refresh_seconds: 60,
          top_competitors: drawn
            ? [
                { first_name: 'Zoé', last_name: 'Petit' },
                { first_name: 'Hugo', last_name: 'Bernard' },
                { first_name: 'Léa', last_name: 'Martin' },
              ]
            : [],
        }),
      );
    renderPage(CONTEST_VIEWS.aleaSorting);
    await flush();
    expect(screen.getByText('Le tirage au sort aura lieu à la fin du contest.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 minute$/);

    drawn = true;
    await advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent("C'est terminé");
    const winners = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(winners).toEqual(['11er tiré au sortZoé Petit', '22e tiré au sortHugo Bernard', '33e tiré au sortLéa Martin']);
  });

  describe('in English', () => {
    // Loaded before the clock is faked (beforeAll runs before the outer beforeEach).
    beforeAll(() => loadCatalog(contestCatalog, 'en'));
    beforeEach(() => void startI18n('en'));
    afterEach(() => void startI18n('fr'));

    it('titles, columns, categories and numbers in English', async () => {
      renderPage(CONTEST_VIEWS.contestJunior);
      await flush();
      expect(screen.getByRole('heading', { level: 1, name: 'Junior contest' })).toBeInTheDocument();
      expect(screen.getByText('Live ranking')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Category' })).toHaveTextContent('MenWomen');
      const men = screen.getByRole('table', { name: 'Men' });
      expect(rowTexts(men)).toEqual(['RankNamePoints', '1Hugo Bernard2,500', '2Tom Durand1,200']);
      expect(document.title).toBe('Junior contest · Gaston');
    });

    it('says the draw and its winners with English ordinals', async () => {
      answer = () =>
        Promise.resolve(
          json(200, {
            end_time: '2025-05-17T15:00:00.000Z',
            refresh_seconds: 60,
            top_competitors: [
              { first_name: 'Zoé', last_name: 'Petit' },
              { first_name: 'Hugo', last_name: 'Bernard' },
              { first_name: 'Léa', last_name: 'Martin' },
            ],
          }),
        );
      renderPage(CONTEST_VIEWS.aleaSorting);
      await flush();
      expect(screen.getByRole('heading', { level: 2, name: 'The winners' })).toBeInTheDocument();
      const winners = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(winners).toEqual(['1Drawn 1stZoé Petit', '2Drawn 2ndHugo Bernard', '3Drawn 3rdLéa Martin']);
    });
  });
});
