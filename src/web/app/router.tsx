import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthenticatedHandler } from '../api/api-client';
import { PublicLayout } from './layouts/public-layout';
import { paths, NOT_FOUND_TITLE, type RouteInfo } from '../config/paths';
import { RootErrorPage } from './routes/root-error-page';
import { RootLayout, type RouteHandle } from './routes/root-layout';

/** One chunk per page: the module is fetched the first time its route is shown. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const pages = {
  landing: lazyPage(() => import('../features/landing/routes/landing-page'), 'LandingPage'),
  redirectStore: lazyPage(() => import('../features/store-redirect/routes/redirect-store-page'), 'RedirectStorePage'),
  defiGaston: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'DefiGastonPage'),
  contest: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'ContestPage'),
  contestSameTime: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'ContestSameTimePage'),
  contestJunior: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'ContestJuniorPage'),
  contestFinals: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'ContestFinalsPage'),
  aleaSorting: lazyPage(() => import('../features/contest-public/routes/contest-pages'), 'AleaSortingPage'),
  monthlyChallenge: lazyPage(() => import('../features/leaderboard/routes/monthly-challenge-page'), 'MonthlyChallengePage'),
  generalConditions: lazyPage(() => import('../features/legal/routes/general-conditions-page'), 'GeneralConditionsPage'),
  personalData: lazyPage(() => import('../features/legal/routes/personal-data-page'), 'PersonalDataPage'),
  userDeletionInfos: lazyPage(() => import('../features/legal/routes/user-deletion-infos-page'), 'UserDeletionInfosPage'),

  publicBoulder: lazyPage(() => import('../features/public-boulder/routes/public-boulder-page'), 'PublicBoulderPage'),
  publicGym: lazyPage(() => import('../features/public-gym/routes/public-gym-page'), 'PublicGymPage'),
  unsubscribe: lazyPage(() => import('../features/unsubscribe/routes/unsubscribe-page'), 'UnsubscribePage'),
  contestLive: lazyPage(() => import('../features/contest-public/routes/contest-run-pages'), 'ContestLivePage'),
  contestRegistration: lazyPage(() => import('../features/contest-public/routes/contest-run-pages'), 'ContestRegistrationPage'),
  contestJudge: lazyPage(() => import('../features/contest-judging/routes/judging-pages'), 'ContestJudgePage'),
  contestScreen: lazyPage(() => import('../features/contest-public/routes/contest-run-pages'), 'ContestScreenPage'),
  contestSelfScoring: lazyPage(() => import('../features/contest-judging/routes/judging-pages'), 'ContestSelfScoringPage'),
  loginPro: lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage'),
  passwordReset: lazyPage(() => import('../features/auth/routes/password-reset-page'), 'PasswordResetPage'),
  passwordForgotten: lazyPage(() => import('../features/auth/routes/password-forgotten-page'), 'PasswordForgottenPage'),
  passwordChange: lazyPage(() => import('../features/auth/routes/password-change-page'), 'PasswordChangePage'),
  passwordChanged: lazyPage(() => import('../features/auth/routes/password-changed-page'), 'PasswordChangedPage'),
  proSignup: lazyPage(() => import('../features/auth/routes/pro-signup-pages'), 'ProSignupPage'),
  proConfirmation: lazyPage(() => import('../features/auth/routes/pro-signup-pages'), 'ProConfirmationPage'),
  invitation: lazyPage(() => import('../features/auth/routes/invitation-page'), 'InvitationPage'),

  dashboard: lazyPage(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  sectors: lazyPage(() => import('../features/sectors/routes/sectors-page'), 'SectorsPage'),
  comments: lazyPage(() => import('../features/comments/routes/comments-page'), 'CommentsPage'),
  moderation: lazyPage(() => import('../features/moderation/routes/moderation-page'), 'ModerationPage'),
  announcements: lazyPage(() => import('../features/announcements/routes/announcements-page'), 'AnnouncementsPage'),
  circuitsOverview: lazyPage(() => import('../features/circuits/routes/circuits-overview-page'), 'CircuitsOverviewPage'),
  circuitDetails: lazyPage(() => import('../features/circuits/routes/circuit-details-page'), 'CircuitDetailsPage'),
  boulders: lazyPage(() => import('../features/boulders/routes/boulders-page'), 'BouldersPage'),
  parameters: lazyPage(() => import('../features/settings/routes/parameters-page'), 'ParametersPage'),
  setting: lazyPage(() => import('../features/route-setting/routes/setting-day-page'), 'SettingDayPage'),
  pyramid: lazyPage(() => import('../features/route-setting/routes/pyramid-page'), 'PyramidPage'),
  labels: lazyPage(() => import('../features/route-setting/routes/labels-page'), 'LabelsPage'),
  boulderNew: lazyPage(() => import('../features/route-setting/routes/boulder-form-page'), 'NewBoulderPage'),
  boulderEdit: lazyPage(() => import('../features/route-setting/routes/boulder-form-page'), 'EditBoulderPage'),
  contestsAdmin: lazyPage(() => import('../features/contest-admin/routes/contest-admin-pages'), 'ContestsPage'),
  contestNew: lazyPage(() => import('../features/contest-admin/routes/contest-admin-pages'), 'NewContestPage'),
  contestManage: lazyPage(() => import('../features/contest-admin/routes/contest-admin-pages'), 'ManageContestPage'),

  climberHome: lazyPage(() => import('../features/climber-app/routes/climber-home-page'), 'ClimberHomePage'),
  climberSignUp: lazyPage(() => import('../features/climber-app/routes/climber-sign-up-page'), 'ClimberSignUpPage'),
  climberConfirm: lazyPage(() => import('../features/climber-app/routes/climber-confirm-page'), 'ClimberConfirmPage'),
  climberPasswordForgotten: lazyPage(() => import('../features/climber-app/routes/climber-password-pages'), 'ClimberPasswordForgottenPage'),
  climberPasswordChange: lazyPage(() => import('../features/climber-app/routes/climber-password-pages'), 'ClimberPasswordChangePage'),
  climberGyms: lazyPage(() => import('../features/climber-app/routes/climber-gyms-page'), 'ClimberGymsPage'),
  climberGym: lazyPage(() => import('../features/climber-app/routes/climber-gym-page'), 'ClimberGymPage'),
  climberLogbook: lazyPage(() => import('../features/climber-app/routes/climber-logbook-page'), 'ClimberLogbookPage'),
  climberContests: lazyPage(() => import('../features/climber-app/routes/climber-contests-page'), 'ClimberContestsPage'),
  climberProfile: lazyPage(() => import('../features/climber-app/routes/climber-profile-page'), 'ClimberProfilePage'),
} satisfies Record<keyof typeof paths, LazyExoticComponent<ComponentType>>;

const BackOfficeLayout = lazyPage(() => import('./layouts/back-office-layout'), 'BackOfficeLayout');
const ClimberLayout = lazyPage(() => import('../features/climber-app/routes/climber-layout'), 'ClimberLayout');
// Mantine (provider, notifications, styles) comes with this chunk; its error and 404 pages too.
const MantineLayout = lazyPage(() => import('./layouts/mantine-layout'), 'MantineLayout');
const RouteErrorPage = lazyPage(() => import('./layouts/mantine-layout'), 'RouteErrorPage');
const NotFoundPage = lazyPage(() => import('./layouts/mantine-layout'), 'NotFoundPage');

type RouteName = keyof typeof paths;
const routeNames = Object.keys(paths) as RouteName[];

function pageRoute(name: RouteName): RouteObject {
  const info: RouteInfo = paths[name];
  const Page = pages[name];
  const handle: RouteHandle = { title: info.title, route: name };
  return { path: info.path, element: <Page />, handle };
}

/**
 * The route tree, exported for tests (which mount it in a memory router).
 *
 * The entry chunk holds React, React Router and TanStack Query only: the public pages are plain React
 * with their own CSS inside the light public layout, the login page is plain React on its own, and every
 * route built with Mantine (passwords, back office, 404) sits under the lazily loaded Mantine layout, so
 * neither '/' nor '/login-pro' downloads Mantine.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: routeNames.filter((name) => paths[name].area === 'public').map(pageRoute),
      },
      ...routeNames.filter((name) => paths[name].area === 'standalone').map(pageRoute),
      {
        element: <MantineLayout />,
        children: [
          {
            // Inside the Mantine layout, so that the error page has Mantine around it.
            errorElement: <RouteErrorPage />,
            children: [
              ...routeNames.filter((name) => paths[name].area === 'auth').map(pageRoute),
              {
                element: <BackOfficeLayout />,
                children: routeNames.filter((name) => paths[name].area === 'back-office').map(pageRoute),
              },
              {
                element: <ClimberLayout />,
                children: routeNames.filter((name) => paths[name].area === 'climber').map(pageRoute),
              },
              { path: '*', element: <NotFoundPage />, handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // An expired session met by any call: back to the login page without reloading the app.
  setUnauthenticatedHandler(() => {
    const { pathname, search } = router.state.location;
    // The page the person was on opens again after the login.
    if (pathname !== paths.loginPro.path) void router.navigate(paths.loginPro.path, { replace: true, state: { from: `${pathname}${search}` } });
  });
  return router;
}
