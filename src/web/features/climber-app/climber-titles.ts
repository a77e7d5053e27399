import type { RouteName, paths } from '../../config/paths';
import type { climberCatalog } from '../../lib/catalogs/climber';

type ClimberKey = NonNullable<(typeof climberCatalog)['keys']>;
type ClimberRoute = { [Name in keyof typeof paths]: (typeof paths)[Name]['area'] extends 'climber' ? Name : never }[keyof typeof paths];

/** The tab title of each page of the app in the climber's language; the home page is 'Gaston'. */
export const CLIMBER_TITLE_KEYS = {
  climberHome: null,
  climberSignUp: 'app.title.signUp',
  climberConfirm: 'app.title.confirm',
  climberPasswordForgotten: 'app.title.passwordForgotten',
  climberPasswordChange: 'app.title.passwordChange',
  climberGyms: 'app.title.gyms',
  climberGym: 'app.title.gym',
  climberLogbook: 'app.title.logbook',
  climberContests: 'app.title.contests',
  climberProfile: 'app.title.profile',
} as const satisfies Record<ClimberRoute, ClimberKey | null>;

/** The key of the page's title, null for the home page and a page outside the app. */
export const climberTitleKey = (name: RouteName | undefined): ClimberKey | null =>
  name !== undefined && name in CLIMBER_TITLE_KEYS ? CLIMBER_TITLE_KEYS[name as ClimberRoute] : null;
