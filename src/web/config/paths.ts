/**
 * Every route of the app (docs/product.md › Back office: screens and docs/product.md › Public pages: screens), in one table: links and
 * redirects use `paths.x.path`, the router registers them all. The tab title of a public, standalone or
 * auth page comes from `title` (in French until its page sets its own in the visitor's language); the back
 * office and the climbers' app set theirs from their catalogues (app/layouts/back-office-titles.ts,
 * features/climber-app/climber-titles.ts), so that the first download does not carry them.
 * Trailing slashes are the spec's own (React Router matches with or without them).
 */
export type RouteArea = 'public' | 'standalone' | 'auth' | 'back-office' | 'climber';

export interface RouteInfo {
  path: string;
  /**
   * Tab title (shown as "<title> · Gaston") while the page loads; none where the page or its layout sets
   * its own in the visitor's language (the back office, the app, most public pages), so that the first
   * download does not carry them.
   */
  title?: string;
  /**
   * public: anyone, in the public header and footer; standalone: a full page of its own without Mantine (the
   * login, light for phones); auth: pages without an account, with Mantine (passwords, a competitor's personal link); back-office: needs a stored user;
   * climber: the climbers' web app (docs/product.md › Climbers: the app), mobile first, in its own layout.
   */
  area: RouteArea;
}

export const paths = {
  // Public side (docs/product.md › Public pages)
  landing: { path: '/', area: 'public' },
  redirectStore: { path: '/redirect-store/', area: 'public' },
  defiGaston: { path: '/defi-gaston', area: 'public' },
  contest: { path: '/contest', area: 'public' },
  contestSameTime: { path: '/contestsametime', area: 'public' },
  contestJunior: { path: '/contest-junior', area: 'public' },
  contestFinals: { path: '/contest-finals', area: 'public' },
  aleaSorting: { path: '/alea-sorting', area: 'public' },
  monthlyChallenge: { path: '/monthly-challenge', area: 'public' },
  generalConditions: { path: '/general-conditions', area: 'public' },
  personalData: { path: '/personnal-data', area: 'public' },
  userDeletionInfos: { path: '/user-deletion-infos', area: 'public' },
  /** A label's QR code (docs/product.md › Route setting: screens). */
  publicBoulder: { path: '/b/:code', area: 'public' },
  publicGym: { path: '/salles/:gymId', area: 'public' },
  /** docs/product.md › Contests: public pages: a contest run from the back office, live. */
  contestLive: { path: '/contests/:slug', title: 'Contest', area: 'public' },
  contestRegistration: { path: '/contests/:slug/inscription', title: 'Inscription', area: 'public' },
  /** docs/announcements.md: the link at the bottom of an announcement's e-mail. */
  unsubscribe: { path: '/desabonnement/:token', area: 'public' },

  // Login and passwords (docs/product.md › Back office: screens)
  loginPro: { path: '/login-pro', title: 'Espace ouvreur', area: 'standalone' },
  /** docs/product.md › Contests: scoring entry: a judge's phone, from the link the organiser gave. */
  contestJudge: { path: '/contests/juge/:token', title: 'Juge', area: 'standalone' },
  /** docs/product.md › Contests: public pages: the big screen of a contest. */
  contestScreen: { path: '/contests/:slug/ecran', title: 'Grand écran', area: 'standalone' },
  /** docs/product.md › Contests: who may do what: the personal link mailed to a competitor without an account, to score themselves. */
  contestSelfScoring: { path: '/contests/:slug/moi/:token', title: 'Mes résultats', area: 'auth' },
  passwordReset: { path: '/password-reset', title: 'Mot de passe oublié', area: 'auth' },
  passwordForgotten: { path: '/password-forgotten/', title: 'Mot de passe oublié', area: 'auth' },
  /** The form reached from the e-mailed link; reads ?token=&uid=. */
  passwordChange: { path: '/password-change', title: 'Changer de mot de passe', area: 'auth' },
  passwordChanged: { path: '/password-changed/', title: 'Mot de passe modifié', area: 'auth' },
  /** docs/product.md › Going live: gym sign-up: a gym created by its owner, and the mailed link that creates it. */
  proSignup: { path: '/pro/inscription', title: 'Créer ma salle', area: 'auth' },
  proConfirmation: { path: '/pro/confirmation/:token', title: 'Créer ma salle', area: 'auth' },
  /** docs/product.md › Going live: invitations: the link of a staff invitation. */
  invitation: { path: '/invitation/:token', title: 'Invitation', area: 'auth' },

  // Back office (need a stored user)
  dashboard: { path: '/homepagebo', area: 'back-office' },
  sectors: { path: '/sectors-details', area: 'back-office' },
  comments: { path: '/comments', area: 'back-office' },
  moderation: { path: '/moderation', area: 'back-office' },
  /** docs/announcements.md: new sets announced to climbers. */
  announcements: { path: '/annonces', area: 'back-office' },
  circuitsOverview: { path: '/circuits-overview', area: 'back-office' },
  circuitDetails: { path: '/circuits-details', area: 'back-office' },
  boulders: { path: '/bomain', area: 'back-office' },
  parameters: { path: '/parameters-admin', area: 'back-office' },
  // Route setting (docs/product.md › Route setting: screens)
  setting: { path: '/setting', area: 'back-office' },
  pyramid: { path: '/setting/pyramid', area: 'back-office' },
  labels: { path: '/setting/labels', area: 'back-office' },
  boulderNew: { path: '/boulders/new', area: 'back-office' },
  boulderEdit: { path: '/boulders/:boulderId/edit', area: 'back-office' },
  // Contests run by the gym (docs/product.md › Contests: back office); 'nouveau' and 'gestion' are reserved slugs.
  contestsAdmin: { path: '/contests', area: 'back-office' },
  contestNew: { path: '/contests/nouveau', area: 'back-office' },
  contestManage: { path: '/contests/gestion/:contestId', area: 'back-office' },

  // The climbers' web app (docs/product.md › Climbers: the app)
  climberHome: { path: '/app', area: 'climber' },
  climberSignUp: { path: '/app/inscription', area: 'climber' },
  climberConfirm: { path: '/app/confirm', area: 'climber' },
  climberPasswordForgotten: { path: '/app/mot-de-passe-oublie', area: 'climber' },
  climberPasswordChange: { path: '/app/mot-de-passe', area: 'climber' },
  climberGyms: { path: '/app/salles', area: 'climber' },
  climberGym: { path: '/app/salles/:gymId', area: 'climber' },
  climberLogbook: { path: '/app/carnet', area: 'climber' },
  climberContests: { path: '/app/contests', area: 'climber' },
  climberProfile: { path: '/app/profil', area: 'climber' },
} as const satisfies Record<string, RouteInfo>;

/** '/app/salles/3' */
export const climberGymPath = (gymId: number) => paths.climberGym.path.replace(':gymId', String(gymId));

export type RouteName = keyof typeof paths;

/** '/boulders/12/edit' */
export const boulderEditPath = (boulderId: number) => paths.boulderEdit.path.replace(':boulderId', String(boulderId));

/** Navigation state of paths.passwordChanged, from the pages that lead there. */
export interface PasswordChangedState {
  /** The server ended the sessions of the user stored in this browser: forget it. */
  sessionEnded?: boolean;
}

/** The page shown for an unknown address. */
export const NOT_FOUND_TITLE = 'Page introuvable';

/** "Tableau de bord · Gaston" */
export const documentTitle = (title: string) => (title.startsWith('Gaston') ? title : `${title} · Gaston`);
