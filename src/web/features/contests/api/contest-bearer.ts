/** The options of a call made with a contest token (a judge's session, a competitor's personal link) instead of an account. */
export const contestBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` }, redirectOnUnauthenticated: false });
