/** The addresses of the contests' calls (docs/ARCHITECTURE.md › Contests), zod-free for the pages. */

/** The events of GET /api/public/contests/{slug}/events/: a 'ranking' signal after each change. */
export const RANKING_EVENT = 'ranking';
export const publicContestPaths = {
  contest: (slug: string) => `/api/public/contests/${slug}/`,
  ranking: (slug: string) => `/api/public/contests/${slug}/ranking/`,
  events: (slug: string) => `/api/public/contests/${slug}/events/`,
  explain: (slug: string, competitorId: number, round: 'qualification' | 'final' = 'qualification') =>
    `/api/public/contests/${slug}/competitors/${competitorId}/explain/${round === 'final' ? '?round=final' : ''}`,
  registrations: (slug: string) => `/api/public/contests/${slug}/registrations/`,
};

/** The organiser's calls on the gym's contests (back office, 'Contests'). */
export const contestAdminPaths = {
  list: (gymId: number, page: number, pageSize: number) => `/api/gyms/${gymId}/contests/?page=${page}&pageSize=${pageSize}`,
  create: (gymId: number) => `/api/gyms/${gymId}/contests/`,
  contest: (contestId: number) => `/api/contests/${contestId}/`,
  competitors: (contestId: number) => `/api/contests/${contestId}/competitors/`,
  competitorsPage: (contestId: number, page: number, pageSize: number) => `/api/contests/${contestId}/competitors/?page=${page}&pageSize=${pageSize}`,
  competitor: (contestId: number, competitorId: number) => `/api/contests/${contestId}/competitors/${competitorId}/`,
  importCompetitors: (contestId: number) => `/api/contests/${contestId}/competitors/import/`,
  selfScoringLinks: (contestId: number) => `/api/contests/${contestId}/self-scoring-links/`,
  final: (contestId: number) => `/api/contests/${contestId}/final/`,
  draw: (contestId: number) => `/api/contests/${contestId}/draw/`,
  resultsCsv: (contestId: number, round: 'qualification' | 'final') => `/api/contests/${contestId}/results.csv?round=${round}`,
  podiums: (contestId: number) => `/api/contests/${contestId}/podiums.pdf`,
  judges: (contestId: number) => `/api/contests/${contestId}/judges/`,
  judge: (contestId: number, judgeId: number) => `/api/contests/${contestId}/judges/${judgeId}/`,
  results: (contestId: number) => `/api/contests/${contestId}/results/`,
  resultHistory: (contestId: number, competitorId: number) => `/api/contests/${contestId}/results/history/?competitorId=${competitorId}`,
};

/** Scoring: judges on their phones, competitors scoring themselves, and one result written once per client id (offline queues). */
export const contestScoringPaths = {
  judgeSession: '/api/contests/judge/session/',
  judge: '/api/contests/judge/',
  selfScoring: '/api/contests/self-scoring/',
  result: (contestId: number, clientId: string) => `/api/contests/${contestId}/results/${clientId}/`,
};
