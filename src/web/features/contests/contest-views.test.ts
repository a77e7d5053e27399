import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../../shared/contract/public';
import { CONTEST_VIEWS } from './contest-views';
import { PARTNER_GYMS_PATH } from '../landing/api/get-partner-gyms';
import { NOTIFY_PATH } from '../landing/api/notify-potential-user';
import { MONTHLY_LEADERBOARD_PATH } from '../leaderboard/api/get-monthly-leaderboard';
import { ROUTE_SETTERS_LEADERBOARD_PATH } from '../leaderboard/api/get-route-setters-leaderboard';

describe('public call paths written in the pages', () => {
  it('agree with the shared contract (kept apart so that zod stays out of the pages)', () => {
    expect(CONTEST_VIEWS.defiGaston.apiPath).toBe(PUBLIC_PATHS.challenge);
    expect(CONTEST_VIEWS.contest.apiPath).toBe(PUBLIC_PATHS.contest);
    expect(CONTEST_VIEWS.contestSameTime.apiPath).toBe(PUBLIC_PATHS.contestSameTime);
    expect(CONTEST_VIEWS.contestJunior.apiPath).toBe(PUBLIC_PATHS.contestJunior);
    expect(CONTEST_VIEWS.contestFinals.apiPath).toBe(PUBLIC_PATHS.contestFinals);
    expect(CONTEST_VIEWS.aleaSorting.apiPath).toBe(PUBLIC_PATHS.draw);
    expect(PARTNER_GYMS_PATH).toBe(PUBLIC_PATHS.partnerGyms);
    expect(NOTIFY_PATH).toBe(PUBLIC_PATHS.notify);
    expect(MONTHLY_LEADERBOARD_PATH).toBe(PUBLIC_PATHS.monthlyLeaderboard);
    expect(ROUTE_SETTERS_LEADERBOARD_PATH).toBe(PUBLIC_PATHS.routeSettersLeaderboard);
  });
});

describe('CONTEST_VIEWS', () => {
  it('refresh every 15 s on the contest pages and every 60 s on the challenge and the draw (public-pages.md §9)', () => {
    const intervals = Object.fromEntries(Object.values(CONTEST_VIEWS).map((view) => [view.slug, view.refreshSeconds]));
    expect(intervals).toEqual({
      'defi-gaston': 60,
      contest: 15,
      contestsametime: 15,
      'contest-junior': 15,
      'contest-finals': 15,
      'alea-sorting': 60,
    });
  });

  it('hide the end time of the finals and the draw only', () => {
    expect(Object.values(CONTEST_VIEWS).filter((view) => !view.showEndTime).map((view) => view.slug)).toEqual(['contest-finals', 'alea-sorting']);
  });
});
