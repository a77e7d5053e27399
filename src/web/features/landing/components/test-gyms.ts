/** Gyms of the landing page's search tests: names that share words, accents and apostrophes; ids as the API makes them. */
const NAMES = ['Arkose Lyon', 'Arkose Nation', "Block'Out Lyon", 'Climb Up Lyon', 'Climb Up Lyon Gerland', 'Gaston Bloc Lyon'];
export const TEST_GYMS = NAMES.map((name) => ({ id: name.toLowerCase().replace(/[^a-z]+/g, '-'), name }));
