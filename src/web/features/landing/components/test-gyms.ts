/** Gyms of the landing page's search tests: names that share words, accents and apostrophes. */
export const TEST_GYMS = [
  { id: 'arkose-lyon', name: 'Arkose Lyon' },
  { id: 'arkose-nation', name: 'Arkose Nation' },
  { id: 'block-out-lyon', name: "Block'Out Lyon" },
  { id: 'climb-up-lyon', name: 'Climb Up Lyon' },
  { id: 'climb-up-lyon-gerland', name: 'Climb Up Lyon Gerland' },
  { id: 'gaston-bloc-lyon', name: 'Gaston Bloc Lyon' },
];
