/**
 * Every query key of the web app, from one factory. Keys are scoped by what their data belongs to,
 * so a write invalidates by naming what it changed:
 * - ['gym', gymId, …]: the gym's data (boulders, sectors, circuits, figures, comments); a date
 *   change in a gym invalidates queryKeys.gym(gymId);
 * - ['sector', sectorId]: one sector's details, kept per sector (docs/product.md › Back office: states);
 * - ['user', userId, …]: what the logged-in user sees of their account, gyms and rights;
 * - ['public', …]: data that belongs to nobody in particular.
 */
export const queryKeys = {
  allGyms: () => ['gym'] as const,
  gym: (gymId: number) => [...queryKeys.allGyms(), gymId] as const,
  boulders: (gymId: number) => [...queryKeys.gym(gymId), 'boulders'] as const,
  boulderList: (gymId: number, userId: string, query: object) => [...queryKeys.boulders(gymId), userId, query] as const,
  sectorsOfGym: (gymId: number) => [...queryKeys.gym(gymId), 'sectors'] as const,
  circuitHeaders: (gymId: number) => [...queryKeys.gym(gymId), 'circuits'] as const,
  circuitDetails: (gymId: number, difficultyId: number) => [...queryKeys.gym(gymId), 'circuits', difficultyId] as const,
  commentPages: (gymId: number) => [...queryKeys.gym(gymId), 'comments', 'pages'] as const,
  latestComments: (gymId: number) => [...queryKeys.gym(gymId), 'comments', 'latest'] as const,
  /** The moderation inbox holds comments too: under the gym, so hiding one refreshes every list. */
  moderationInbox: (gymId: number, page: number) => [...queryKeys.gym(gymId), 'moderation', page] as const,
  announcements: (gymId: number) => [...queryKeys.gym(gymId), 'announcements'] as const,
  announcementCandidates: (gymId: number) => [...queryKeys.announcements(gymId), 'candidates'] as const,
  topBoulders: (gymId: number) => [...queryKeys.gym(gymId), 'dashboard', 'top-boulders'] as const,
  generalStats: (gymId: number, userId: string) => [...queryKeys.gym(gymId), 'dashboard', 'general-stats', userId] as const,
  sectorsOverview: (gymId: number, userId: string) => [...queryKeys.gym(gymId), 'dashboard', 'sectors-overview', userId] as const,

  /** One boulder as staff edit it, and its history: under its gym, so any write in the gym refreshes them. */
  boulder: (gymId: number, boulderId: number) => [...queryKeys.gym(gymId), 'boulder', boulderId] as const,
  boulderHistory: (gymId: number, boulderId: number) => [...queryKeys.boulder(gymId, boulderId), 'history'] as const,
  sectorHistory: (gymId: number, sectorId: number) => [...queryKeys.gym(gymId), 'sector-history', sectorId] as const,
  gymSetters: (gymId: number) => [...queryKeys.gym(gymId), 'setters'] as const,
  pyramid: (gymId: number) => [...queryKeys.gym(gymId), 'pyramid'] as const,
  calibration: (gymId: number) => [...queryKeys.gym(gymId), 'calibration'] as const,
  /** What Paramètres' set-up tabs show; under the gym, so any write in the gym refreshes it. */
  tags: (gymId: number) => [...queryKeys.gym(gymId), 'tags'] as const,
  gymSetup: (gymId: number) => [...queryKeys.gym(gymId), 'setup'] as const,
  gymJournal: (gymId: number, query: object) => [...queryKeys.gym(gymId), 'journal', query] as const,
  settingSessions: (gymId: number) => [...queryKeys.gym(gymId), 'setting-sessions'] as const,
  /** Paramètres › Import: the gym's catalogue imports (docs/product.md › Going live: catalogue import). */
  imports: (gymId: number) => [...queryKeys.gym(gymId), 'imports'] as const,
  /** The dashboard's 'Premiers pas' (docs/product.md › Going live: first steps and empty gyms). */
  firstSteps: (gymId: number) => [...queryKeys.gym(gymId), 'first-steps'] as const,
  /** Paramètres › Affluence (docs/occupancy.md). */
  occupancySettings: (gymId: number) => [...queryKeys.gym(gymId), 'occupancy-settings'] as const,
  /** 'Invitations en attente' of the gym (docs/product.md › Going live: invitations). */
  invitations: (gymId: number) => [...queryKeys.gym(gymId), 'invitations'] as const,

  /** The gym's contests as the organiser sees them (docs/product.md › Contests: back office): the list, under the gym. */
  contests: (gymId: number) => [...queryKeys.gym(gymId), 'contests'] as const,
  contestList: (gymId: number, page: number) => [...queryKeys.contests(gymId), 'list', page] as const,
  /** One contest and all that hangs from it; a write to the contest invalidates this key. */
  contest: (contestId: number) => ['contest', contestId] as const,
  contestCompetitors: (contestId: number) => [...queryKeys.contest(contestId), 'competitors'] as const,
  contestJudges: (contestId: number) => [...queryKeys.contest(contestId), 'judges'] as const,
  /** Results and their history change together (a correction adds to both). */
  /** A competitor's contest seen through their personal link (docs/product.md › Contests: who may do what). */
  selfScoringLink: (token: string) => ['self-scoring-link', token] as const,
  contestResults: (contestId: number) => [...queryKeys.contest(contestId), 'results'] as const,
  contestResultHistory: (contestId: number, competitorId: number) => [...queryKeys.contestResults(contestId), 'history', competitorId] as const,

  sector: (sectorId: number) => ['sector', sectorId] as const,

  allUsers: () => ['user'] as const,
  user: (userId: string) => [...queryKeys.allUsers(), userId] as const,
  routeSetterInfo: (userId: string) => [...queryKeys.user(userId), 'route-setter-info'] as const,
  gymInfo: (userId: string, gymId: number) => [...queryKeys.user(userId), 'gym-info', gymId] as const,
  gymList: (userId: string) => [...queryKeys.user(userId), 'gym-list'] as const,
  adminGyms: (userId: string) => [...queryKeys.user(userId), 'admin-gyms'] as const,
  /** The admin's staff and the climbers they may add: both change when rights are saved. */
  staff: (userId: string) => [...queryKeys.user(userId), 'staff'] as const,
  routeSetters: (userId: string) => [...queryKeys.staff(userId), 'route-setters'] as const,
  climbers: (userId: string, search: string) => [...queryKeys.staff(userId), 'climbers', search] as const,

  /** The climbers' web app: everything under ['climber'], dropped when the climber signs in or out. */
  climber: () => ['climber'] as const,
  climberMe: () => [...queryKeys.climber(), 'me'] as const,
  climberGymNews: () => [...queryKeys.climber(), 'gym-news'] as const,
  climberGyms: (q: string) => [...queryKeys.climber(), 'gyms', q] as const,
  climberGym: (gymId: number) => [...queryKeys.climber(), 'gym', gymId] as const,
  climberBoulders: (gymId: number) => [...queryKeys.climberGym(gymId), 'boulders'] as const,
  climberBoulder: (boulderId: number) => [...queryKeys.climber(), 'boulder', boulderId] as const,
  /** My logbook, progress and index: all change with a log. */
  climberMine: () => [...queryKeys.climber(), 'mine'] as const,
  climberLogbook: (from: string, to: string) => [...queryKeys.climberMine(), 'logbook', from, to] as const,
  climberProgress: (gymId: number) => [...queryKeys.climberMine(), 'progress', gymId] as const,
  climberIndex: (gymId: number, month: string) => [...queryKeys.climberMine(), 'index', gymId, month] as const,
  /** The contests I compete in, with my own results. */
  climberContests: () => [...queryKeys.climberMine(), 'contests'] as const,

  monthlyLeaderboard: () => ['public', 'leaderboard', 'monthly'] as const,
  routeSettersLeaderboard: () => ['public', 'leaderboard', 'route-setters'] as const,
  contestBoard: (slug: string) => ['public', 'contest-board', slug] as const,
  liveContest: (slug: string) => ['public', 'live-contest', slug] as const,
  liveRanking: (slug: string) => [...queryKeys.liveContest(slug), 'ranking'] as const,
  contestExplain: (slug: string, competitorId: number, round: string) => [...queryKeys.liveContest(slug), 'explain', competitorId, round] as const,
  publicBoulder: (code: string) => ['public', 'boulder', code] as const,
  /** A gym's crowd level (docs/occupancy.md): public, so not under the staff's ['gym', …]. */
  occupancy: (gymId: number) => ['public', 'occupancy', gymId] as const,
  occupancyHistory: (gymId: number) => ['public', 'occupancy', gymId, 'history'] as const,
  unsubscribe: (token: string) => ['public', 'unsubscribe', token] as const,
};
