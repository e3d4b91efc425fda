/**
 * A browser-like HTTP session against one backend: a cookie jar, the CSRF token the SPA fetches
 * from /api/v1/security/csrf_token/ and sends as X-CSRFToken on every write, and the Referer a
 * browser sends on the same origin.
 */
import { callBody, callUrl, type ApiCall } from './apiCall';

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A raw request with the session's cookies; redirects are not followed. */
  async raw(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: init.body,
      redirect: 'manual',
      headers: { cookie: this.cookieHeader(), referer: `${this.baseUrl}/`, ...init.headers },
    });
    this.keepCookies(response);
    return response;
  }

  /** Fetches the CSRF token the SPA sends with every write. */
  async refreshCsrfToken(): Promise<void> {
    const response = await this.raw('GET', '/api/v1/security/csrf_token/', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${this.baseUrl}: the CSRF token request answered ${response.status}`);
    const payload = (await response.json()) as { result?: unknown };
    if (typeof payload.result !== 'string') throw new Error(`${this.baseUrl}: the CSRF token reply has no result`);
    this.csrfToken = payload.result;
  }

  hasSession(): boolean {
    return this.cookies.has('session');
  }

  /** Sends one call as the SPA does (Accept JSON, CSRF header on writes); follows same-origin redirects. */
  async send(call: ApiCall): Promise<Reply> {
    const { body, contentType } = callBody(call);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (contentType) headers['content-type'] = contentType;
    if (call.method !== 'GET' && this.csrfToken) headers['x-csrftoken'] = this.csrfToken;
    let path = callUrl(call);
    let response = await this.raw(call.method, path, { body, headers });
    // Superset answers a missing trailing slash with a redirect the browser follows.
    for (let hops = 0; hops < 3 && [301, 302, 307, 308].includes(response.status); hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      const target = new URL(location, `${this.baseUrl}${path}`);
      if (target.origin !== new URL(this.baseUrl).origin) break;
      path = `${target.pathname}${target.search}`;
      const method = response.status === 307 || response.status === 308 ? call.method : 'GET';
      response = await this.raw(method, path, {
        body: method === call.method ? callBody(call).body : undefined,
        headers,
      });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
  }
}
