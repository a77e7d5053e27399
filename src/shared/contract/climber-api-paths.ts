/**
 * The addresses of the climbers' API (docs/product.md › Climbers: calls), zod-free for the app's pages: one place for the
 * paths that the app, the tests and the API's own routes agree on.
 */
export const climberApiPaths = {
  /** An announcement's unsubscribe link (docs/announcements.md): GET its state, POST to stop the gym's e-mails. */
  unsubscribe: (token: string) => `/api/v1/unsubscribe/${encodeURIComponent(token)}/`,
  signUp: '/api/v1/auth/signup/',
  confirm: '/api/v1/auth/confirm/',
  login: '/api/v1/auth/login/',
  logout: '/api/v1/auth/logout/',
  token: (tokenId: number) => `/api/v1/auth/tokens/${tokenId}/`,
  me: '/api/v1/me/',
  resendConfirmation: '/api/v1/me/confirmation/',
  exportMine: '/api/v1/me/export/',
  /** What I want to hear of the gyms I follow (docs/announcements.md). */
  myGymNews: '/api/v1/me/notifications/',
  /** Web push: the server's public key, and this device's subscription (POST to add, DELETE to remove). */
  pushPublicKey: '/api/v1/push/public-key/',
  pushSubscriptions: '/api/v1/me/push-subscriptions/',
  deleteMe: '/api/v1/me/delete/',
  myContests: '/api/v1/me/contests/',
  logbook: (from: string, to: string) => `/api/v1/me/logbook/?${new URLSearchParams({ from, to }).toString()}`,
  progress: (gymId: number) => `/api/v1/me/progress/?gym=${gymId}`,
  index: (gymId: number, month: string) => `/api/v1/me/index/?${new URLSearchParams({ gym: String(gymId), month }).toString()}`,
  gyms: (search: string) => `/api/v1/gyms/?${new URLSearchParams({ q: search }).toString()}`,
  gym: (gymId: number) => `/api/v1/gyms/${gymId}/`,
  gymBoulders: (gymId: number) => `/api/v1/gyms/${gymId}/boulders/`,
  gymVisit: (gymId: number) => `/api/v1/gyms/${gymId}/visit/`,
  /** The crowd level now and by hour of the week (docs/occupancy.md); public. */
  gymOccupancy: (gymId: number) => `/api/v1/gyms/${gymId}/occupancy/`,
  gymOccupancyHistory: (gymId: number) => `/api/v1/gyms/${gymId}/occupancy/history/`,
  boulder: (boulderId: number) => `/api/v1/boulders/${boulderId}/`,
  boulderComments: (boulderId: number) => `/api/v1/boulders/${boulderId}/comments/`,
  boulderReports: (boulderId: number) => `/api/v1/boulders/${boulderId}/reports/`,
  boulderRating: (boulderId: number) => `/api/v1/boulders/${boulderId}/rating/`,
  boulderGradeVote: (boulderId: number) => `/api/v1/boulders/${boulderId}/grade-vote/`,
  ascent: (clientId: string) => `/api/v1/ascents/${clientId}/`,
  ascentsBatch: '/api/v1/ascents/batch/',
} as const;
