/**
 * Reads the permission matrix off a running Superset: makes the matrix users and fixtures there
 * through its API, runs every row as every caller, and prints each row's observed statuses (with
 * the refusal bodies) next to the table's. Not a test; run it by hand:
 *
 *   npx tsx tests/server/security/permissionMatrixProbe.ts http://127.0.0.1:8089 <admin password>
 *
 * It logs in through the login form as a browser does (session cookie, then X-CSRFToken on writes).
 */
import { setUpMatrix } from './permissionMatrixFixtures';
import { MATRIX_ROWS } from './permissionMatrixRows';
import { rowName, runCell, runOrder } from './permissionMatrixRunner';
import {
  MATRIX_CALLERS,
  type MatrixCaller,
  type MatrixClient,
  type MatrixRequest,
  type MatrixResponse,
  type MatrixSession,
} from './permissionMatrixTypes';

const LOGIN_RETRY_MS = 21_000;

/** Cookies by name, kept per session and refreshed from every reply. */
const jars = new WeakMap<MatrixSession, Map<string, string>>();

function storeCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
}

function cookieText(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

class FetchClient implements MatrixClient {
  constructor(private readonly base: string) {}

  private async raw(
    jar: Map<string, string>,
    request: MatrixRequest,
    csrfToken: string | null,
  ): Promise<MatrixResponse> {
    const headers: Record<string, string> = { cookie: cookieText(jar), referer: `${this.base}/` };
    if (csrfToken) headers['x-csrftoken'] = csrfToken;
    if (request.page) headers.accept = 'text/html';
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    }
    const response = await fetch(`${this.base}${request.url}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
    storeCookies(jar, response);
    return {
      status: response.status,
      body: await response.text(),
      location: response.headers.get('location'),
      contentType: response.headers.get('content-type'),
    };
  }

  async login(username: string, password: string): Promise<MatrixSession> {
    for (;;) {
      const jar = new Map<string, string>();
      const page = await this.raw(jar, { method: 'GET', url: '/login/' }, null);
      const formToken =
        /name="csrf_token"\s+id="csrf_token"\s+value="([^"]+)"/.exec(page.body.replace(/\s+/g, ' '))?.[1] ?? '';
      const login = await this.raw(
        jar,
        { method: 'POST', url: '/login/', form: { username, password, csrf_token: formToken } },
        null,
      );
      if (login.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, LOGIN_RETRY_MS));
        continue;
      }
      if (login.status !== 302 || login.location?.includes('/login'))
        throw new Error(`Login as ${username} failed: ${login.status} ${login.location}`);
      const token = await this.raw(jar, { method: 'GET', url: '/api/v1/security/csrf_token/' }, null);
      const csrfToken =
        token.status === 200 ? String((JSON.parse(token.body) as { result: string }).result) : formToken;
      const session: MatrixSession = { cookie: cookieText(jar), csrfToken };
      jars.set(session, jar);
      return session;
    }
  }

  async send(session: MatrixSession | null, request: MatrixRequest): Promise<MatrixResponse> {
    const jar = session ? (jars.get(session) ?? new Map<string, string>()) : new Map<string, string>();
    for (;;) {
      const response = await this.raw(jar, request, session?.csrfToken ?? null);
      // Superset throttles logins (the rows that try a wrong password): wait and try again.
      if (response.status !== 429) return response;
      await new Promise((resolve) => setTimeout(resolve, LOGIN_RETRY_MS));
    }
  }
}

/** A refusal's body, short: JSON as it came, HTML and long text cut. */
function bodyHint(response: MatrixResponse): string {
  if (response.status < 400 && response.status !== 302) return '';
  if (response.status === 302 || response.status === 308) return ` -> ${response.location ?? ''}`;
  const text = response.body.trim();
  if (text.startsWith('<')) return ' <html>';
  return ` ${text.slice(0, 160).replace(/\s+/g, ' ')}`;
}

/**
 * Superset checks a write's CSRF token before the login: an anonymous write without a session
 * gets 400 "The CSRF token is missing." (JSON) or a redirect to the login page. The table expects
 * the login refusal underneath (no session, nothing to forge), so those count as 401.
 */
function observedStatus(caller: MatrixCaller, request: MatrixRequest, response: MatrixResponse): number {
  if (caller !== 'anonymous' || request.method === 'GET' || request.page) return response.status;
  // Login, logout and the usage log are CSRF-exempt: their redirect is the answer itself.
  if (/^\/(log(in|out)|superset\/log)\//.test(request.url)) return response.status;
  const csrfRefusal = response.status === 400 && response.body.includes('The CSRF token is missing.');
  const loginRedirect = response.status === 302 && (response.location ?? '').startsWith('/login/');
  return csrfRefusal || loginRedirect ? 401 : response.status;
}

/** Prints the observed table (stdout, ready to paste) and every cell's reply (stderr). */
async function main(): Promise<void> {
  const [base = 'http://127.0.0.1:8089', password = 'admin', only] = process.argv.slice(2);
  const client = new FetchClient(base.replace(/\/$/, ''));
  const setup = await setUpMatrix(client, password);
  for (const row of runOrder(MATRIX_ROWS)) {
    const name = rowName(row);
    if (only && !name.includes(only)) continue;
    const observed: number[] = [];
    for (const caller of MATRIX_CALLERS) {
      const { request, response } = await runCell(client, setup, row, caller);
      observed.push(observedStatus(caller, request, response));
      process.stderr.write(`${name} | ${caller}: ${response.status}${bodyHint(response)}\n`);
    }
    process.stdout.write(`  ${JSON.stringify(name)}: [${observed.join(', ')}],\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
