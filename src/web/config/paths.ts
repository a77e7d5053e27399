/**
 * Every route of the app (back-office.md §2 and public-pages.md §2), in one table: links and
 * redirects use `paths.x.path`, the router registers them all, the tab title comes from `title`.
 * Trailing slashes are the spec's own (React Router matches with or without them).
 */
export type RouteArea = 'public' | 'standalone' | 'auth' | 'back-office' | 'climber';

export interface RouteInfo {
  path: string;
  /** Tab title (shown as "<title> · Gaston"). */
  title: string;
  /**
   * public: anyone, in the public header and footer; standalone: a full page of its own without Mantine (the
   * login, light for phones); auth: pages without an account, with Mantine (passwords, a competitor's personal link); back-office: needs a stored user;
   * climber: the climbers' web app (climbers.md §2), mobile first, in its own layout.
   */
  area: RouteArea;
}

export const paths = {
  // Public side (public-pages.md)
  landing: { path: '/', title: 'Gaston, l’app des grimpeurs', area: 'public' },
  redirectStore: { path: '/redirect-store/', title: 'Télécharger l’application', area: 'public' },
  defiGaston: { path: '/defi-gaston', title: 'Défi Gaston', area: 'public' },
  contest: { path: '/contest', title: 'Contest', area: 'public' },
  contestSameTime: { path: '/contestsametime', title: 'Contest', area: 'public' },
  contestJunior: { path: '/contest-junior', title: 'Contest junior', area: 'public' },
  contestFinals: { path: '/contest-finals', title: 'Finales', area: 'public' },
  aleaSorting: { path: '/alea-sorting', title: 'Tirage au sort', area: 'public' },
  monthlyChallenge: { path: '/monthly-challenge', title: 'Les défis de Gaston', area: 'public' },
  generalConditions: { path: '/general-conditions', title: 'Conditions générales', area: 'public' },
  personalData: { path: '/personnal-data', title: 'Données personnelles', area: 'public' },
  userDeletionInfos: { path: '/user-deletion-infos', title: 'Suppression de compte', area: 'public' },
  /** A label's QR code (route-setting.md §2). */
  publicBoulder: { path: '/b/:code', title: 'Bloc', area: 'public' },
  /** contests.md §5: a contest run from the back office, live. */
  contestLive: { path: '/contests/:slug', title: 'Contest', area: 'public' },
  contestRegistration: { path: '/contests/:slug/inscription', title: 'Inscription', area: 'public' },

  // Login and passwords (back-office.md §2)
  loginPro: { path: '/login-pro', title: 'Espace ouvreur', area: 'standalone' },
  /** contests.md §4: a judge's phone, from the link the organiser gave. */
  contestJudge: { path: '/contests/juge/:token', title: 'Juge', area: 'standalone' },
  /** contests.md §5: the big screen of a contest. */
  contestScreen: { path: '/contests/:slug/ecran', title: 'Grand écran', area: 'standalone' },
  /** contests.md §1: the personal link mailed to a competitor without an account, to score themselves. */
  contestSelfScoring: { path: '/contests/:slug/moi/:token', title: 'Mes résultats', area: 'auth' },
  passwordReset: { path: '/password-reset', title: 'Mot de passe oublié', area: 'auth' },
  passwordForgotten: { path: '/password-forgotten/', title: 'Mot de passe oublié', area: 'auth' },
  /** The form reached from the e-mailed link; reads ?token=&uid=. */
  passwordChange: { path: '/password-change', title: 'Changer de mot de passe', area: 'auth' },
  passwordChanged: { path: '/password-changed/', title: 'Mot de passe modifié', area: 'auth' },
  /** go-live.md §4: a gym created by its owner, and the mailed link that creates it. */
  proSignup: { path: '/pro/inscription', title: 'Créer ma salle', area: 'auth' },
  proConfirmation: { path: '/pro/confirmation/:token', title: 'Créer ma salle', area: 'auth' },
  /** go-live.md §5: the link of a staff invitation. */
  invitation: { path: '/invitation/:token', title: 'Invitation', area: 'auth' },

  // Back office (need a stored user)
  dashboard: { path: '/homepagebo', title: 'Tableau de bord', area: 'back-office' },
  sectors: { path: '/sectors-details', title: 'Secteurs', area: 'back-office' },
  comments: { path: '/comments', title: 'Commentaires', area: 'back-office' },
  moderation: { path: '/moderation', title: 'Signalements', area: 'back-office' },
  circuitsOverview: { path: '/circuits-overview', title: 'Circuits', area: 'back-office' },
  circuitDetails: { path: '/circuits-details', title: 'Détail circuit', area: 'back-office' },
  boulders: { path: '/bomain', title: 'Back office', area: 'back-office' },
  parameters: { path: '/parameters-admin', title: 'Paramètres', area: 'back-office' },
  // Route setting (route-setting.md §2)
  setting: { path: '/setting', title: "Séance d'ouverture", area: 'back-office' },
  pyramid: { path: '/setting/pyramid', title: 'Pyramide', area: 'back-office' },
  labels: { path: '/setting/labels', title: 'Étiquettes', area: 'back-office' },
  boulderNew: { path: '/boulders/new', title: 'Nouveau bloc', area: 'back-office' },
  boulderEdit: { path: '/boulders/:boulderId/edit', title: 'Modifier le bloc', area: 'back-office' },
  // Contests run by the gym (contests.md §2); 'nouveau' and 'gestion' are reserved slugs.
  contestsAdmin: { path: '/contests', title: 'Contests', area: 'back-office' },
  contestNew: { path: '/contests/nouveau', title: 'Nouveau contest', area: 'back-office' },
  contestManage: { path: '/contests/gestion/:contestId', title: 'Contest', area: 'back-office' },

  // The climbers' web app (climbers.md §2)
  climberHome: { path: '/app', title: 'Gaston', area: 'climber' },
  climberSignUp: { path: '/app/inscription', title: 'Créer un compte', area: 'climber' },
  climberConfirm: { path: '/app/confirm', title: 'Confirmation de l’adresse', area: 'climber' },
  climberPasswordForgotten: { path: '/app/mot-de-passe-oublie', title: 'Mot de passe oublié', area: 'climber' },
  climberPasswordChange: { path: '/app/mot-de-passe', title: 'Nouveau mot de passe', area: 'climber' },
  climberGyms: { path: '/app/salles', title: 'Choisir une salle', area: 'climber' },
  climberGym: { path: '/app/salles/:gymId', title: 'Blocs', area: 'climber' },
  climberLogbook: { path: '/app/carnet', title: 'Mon carnet', area: 'climber' },
  climberContests: { path: '/app/contests', title: 'Mes contests', area: 'climber' },
  climberProfile: { path: '/app/profil', title: 'Mon profil', area: 'climber' },
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
