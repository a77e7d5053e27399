/**
 * The public pages of a contest run from the back office (docs/product.md › Contests: public pages): one module, so that the entry
 * every page loads names one chunk for the three routes.
 */
export { ContestLivePage } from './contest-live-page';
export { ContestRegistrationPage } from './contest-registration-page';
export { ContestScreenPage } from './contest-screen-page';
