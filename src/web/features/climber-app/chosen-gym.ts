/** The gym the climber last chose on this phone (docs/product.md › Climbers: the app 'Choose a gym'). */
const KEY = 'gaston.app.gym';

export function chosenGym(): number | null {
  const value = Number(window.localStorage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const rememberGym = (gymId: number) => window.localStorage.setItem(KEY, String(gymId));

/** Forgets it (another climber takes the phone). */
export const forgetGym = () => window.localStorage.removeItem(KEY);
