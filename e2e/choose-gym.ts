// The gym helpers live in helpers.ts with loginAs, which uses them.
export { chooseGym, DEMO_GYMS, gymDialog } from './helpers';
