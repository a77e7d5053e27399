/**
 * The addresses of the back office's calls, zod-free for the pages: the pages and
 * the tests build every path here, so a call that moves is one edit. The query string, where a call takes
 * one, is built here too: `URLSearchParams` escapes what a person typed.
 */
const query = (values: Record<string, string | number | boolean | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};
const user = (userId: string) => encodeURIComponent(userId);

/** A person's staff profile and the gyms they work in. */
export const staffPaths = {
  profile: (userId: string) => `/api/routesetterinfos/${user(userId)}`,
  gymOfUser: (userId: string, gymId: number) => `/api/routesettergymonlyinfosspecific/${user(userId)}/${gymId}`,
  adminGyms: (userId: string) => `/api/routesettergymonlyinfos/${user(userId)}/`,
  routeSetters: (userId: string) => `/api/gym-owner-route-setters/${user(userId)}`,
  climbers: (userId: string, search: string) => `/api/gym-owner-climbers/${user(userId)}/${query({ search: search.trim() })}`,
  createSetter: '/api/update-or-create-route-setter-infos/',
  updateSetters: (adminId: string) => `/api/update-route-setter-infos/${user(adminId)}/`,
  gymStatistics: (userId: string, gymId: number) => `/api/gymgeneralstats/${user(userId)}/${gymId}`,
  sectorsOverview: (userId: string, gymId: number) => `/api/sectorsoverview/${user(userId)}/${gymId}`,
};

/** The calls about one gym: its set-up, team, catalogue, figures and messages. */
export const gymPaths = {
  setup: (gymId: number) => `/api/gyms/${gymId}/setup/`,
  setupSectors: (gymId: number) => `/api/gyms/${gymId}/sectors/`,
  setupSector: (gymId: number, sectorId: number) => `/api/gyms/${gymId}/sectors/${sectorId}/`,
  setupPlan: (gymId: number) => `/api/gyms/${gymId}/plan/`,
  setupCycle: (gymId: number) => `/api/gyms/${gymId}/cycle/`,
  setupCircuits: (gymId: number) => `/api/gyms/${gymId}/difficulties/`,
  setupCircuit: (gymId: number, circuitId: number) => `/api/gyms/${gymId}/difficulties/${circuitId}/`,
  setupTags: (gymId: number) => `/api/gyms/${gymId}/tags/`,
  setupTag: (gymId: number, tagId: number) => `/api/gyms/${gymId}/tags/${tagId}/`,
  publish: (gymId: number) => `/api/gyms/${gymId}/publish/`,
  setters: (gymId: number) => `/api/gyms/${gymId}/setters/`,
  calibration: (gymId: number) => `/api/gyms/${gymId}/setters/calibration/`,
  tags: (gymId: number) => `/api/tagslist/${query({ gymId })}`,
  journal: (gymId: number, filters: { page: number; pageSize: number; user?: string | null; kind?: string | null }) =>
    `/api/gyms/${gymId}/history/${query(filters)}`,
  invitations: (gymId: number) => `/api/gyms/${gymId}/invitations/`,
  invitation: (invitationId: number) => `/api/invitations/${invitationId}/`,
  resendInvitation: (invitationId: number) => `/api/invitations/${invitationId}/resend/`,
  imports: (gymId: number, dryRun?: boolean) => `/api/gyms/${gymId}/imports/${query({ dryRun })}`,
  importRun: (gymId: number, importId: number) => `/api/gyms/${gymId}/imports/${importId}/`,
  occupancySettings: (gymId: number) => `/api/gyms/${gymId}/occupancy-settings/`,
  occupancyToken: (gymId: number) => `/api/gyms/${gymId}/occupancy-token/`,
  firstSteps: (gymId: number) => `/api/gyms/${gymId}/first-steps/`,
  hideFirstSteps: (gymId: number) => `/api/gyms/${gymId}/first-steps/hide/`,
  poster: (gymId: number) => `/api/gyms/${gymId}/poster.pdf`,
  announcements: (gymId: number) => `/api/gyms/${gymId}/announcements/`,
  announcement: (gymId: number, announcementId: number) => `/api/gyms/${gymId}/announcements/${announcementId}/`,
  announcementCandidates: (gymId: number) => `/api/gyms/${gymId}/announcements/candidates/`,
  moderation: (gymId: number, page: number, pageSize: number) => `/api/gyms/${gymId}/moderation/${query({ page, pageSize })}`,
  topBoulders: (gymId: number) => `/api/top-boulders/${gymId}/`,
  latestComments: (gymId: number) => `/api/latest-gym-route-comments/${gymId}/`,
  circuitHeaders: (gymId: number) => `/api/difficulty-circuit-header/${gymId}`,
  circuitDetails: (gymId: number, circuitId: number) => `/api/difficulty-circuit-full-details/${gymId}/${circuitId}`,
  sectorDetails: (gymId: number) => `/api/sector-details/${gymId}/`,
};

/** Moderation of one report or comment ('Signalements'). */
export const moderationPaths = {
  resolveReport: (reportId: number) => `/api/moderation/reports/${reportId}/resolve/`,
  hideComment: (commentId: number) => `/api/moderation/comments/${commentId}/hide/`,
  keepComment: (commentId: number) => `/api/moderation/comments/${commentId}/keep/`,
};

/** Sectors and the setting that happens in them. */
export const sectorPaths = {
  details: (sectorId: number) => `/api/sector-details-by-id/${sectorId}/`,
  update: (sectorId: number) => `/api/update-sector/${sectorId}/`,
  opening: (sectorId: number) => `/api/update-sector-opening/${sectorId}/`,
  history: (sectorId: number) => `/api/sectors/${sectorId}/history/`,
};

/** Boulders and route setting: the form, strips, dates, photos, labels, planning and setting days. */
export const settingPaths = {
  boulders: '/api/boulders/',
  boulder: (boulderId: number) => `/api/boulders/${boulderId}/`,
  boulderHistory: (boulderId: number) => `/api/boulders/${boulderId}/history/`,
  strip: '/api/boulders/strip/',
  unstrip: (boulderId: number) => `/api/boulders/${boulderId}/unstrip/`,
  dates: (boulderId: number) => `/api/update-route/${boulderId}/`,
  media: '/api/media/',
  labels: (gymId: number) => `/api/gyms/${gymId}/labels/`,
  nameSuggestions: (gymId: number, count: number) => `/api/gyms/${gymId}/name-suggestions/${query({ count })}`,
  pyramid: (gymId: number) => `/api/gyms/${gymId}/pyramid/`,
  pyramidTargets: (gymId: number) => `/api/gyms/${gymId}/pyramid/targets/`,
  settingSessions: (gymId: number) => `/api/gyms/${gymId}/setting-sessions/`,
  settingSession: (gymId: number, sessionId: number) => `/api/gyms/${gymId}/setting-sessions/${sessionId}/`,
  validateSettingSession: (gymId: number, sessionId: number) => `/api/gyms/${gymId}/setting-sessions/${sessionId}/validate/`,
};
