/** Logs in over real HTTP, as the browser does: token cookie first, then the login with its header. */
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/shared/contract/auth';

export interface LoggedIn {
  /** The Cookie header a logged-in browser sends (session and anti-forgery cookies). */
  cookie: string;
  uuid: string;
}

function collectCookies(response: Response, jar: Map<string, string>): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export async function login(baseUrl: string, email: string, password: string): Promise<LoggedIn> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${baseUrl}/api/csrf/`);
  if (csrf.status !== 200) throw new Error(`GET /api/csrf/ answered ${csrf.status}: ${await csrf.text()}`);
  collectCookies(csrf, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };

  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie: cookieHeader(jar) },
    body: JSON.stringify({ username: email, password }),
  });
  if (response.status !== 200) throw new Error(`POST /api/login/ as ${email} answered ${response.status}: ${await response.text()}`);
  collectCookies(response, jar);
  const body = (await response.json()) as { uuid: string };
  if (!jar.get(SESSION_COOKIE)) throw new Error(`POST /api/login/ set no ${SESSION_COOKIE} cookie`);
  if (!jar.get(CSRF_COOKIE)) throw new Error(`POST /api/login/ set no ${CSRF_COOKIE} cookie`);
  return { cookie: cookieHeader(jar), uuid: body.uuid };
}
