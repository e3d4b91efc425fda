import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { forwardedRequestHeaders } from './forwardedHeaders';
import { liftBootstrap } from './liftBootstrap';
import { stripBasePath, upstreamUrlFor, type Upstream } from './upstream';

/** Request headers a page render may depend on (who the user is, what language they read). */
const PAGE_REQUEST_HEADERS = ['cookie', 'accept-language', 'user-agent', 'referer', 'origin', 'content-type'];

/** How long a page render of Superset's may take before the browser gets a 504. */
const UPSTREAM_PAGE_TIMEOUT_MS = 60_000;

export interface UpstreamPage {
  status: number;
  /** Superset sent the browser to its login page (an anonymous or expired session). */
  redirectsToLogin: boolean;
  /** Superset's Set-Cookie headers as it sent them (a page render may refresh the session). */
  setCookies: string[];
  /** The `data-bootstrap` payload of the page, when it has one. */
  bootstrap: Record<string, unknown> | null;
}

/** Superset could not be asked at all (down, unreachable, or too slow). */
export class SupersetUnreachableError extends Error {
  constructor(
    readonly supersetUrl: string,
    readonly reason: string,
    readonly timedOut: boolean,
  ) {
    super(`Superset at ${supersetUrl} is not reachable: ${reason}`);
  }
}

function describeFetchFailure(error: unknown): { reason: string; timedOut: boolean } {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { reason: `no answer within ${UPSTREAM_PAGE_TIMEOUT_MS / 1000} s`, timedOut: true };
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
  return { reason, timedOut: false };
}

function isLoginRedirect(status: number, location: string | null, upstream: Upstream): boolean {
  if (status < 300 || status >= 400 || !location) return false;
  try {
    const target = new URL(location, `${upstream.origin}${upstream.basePath}/`);
    if (target.origin !== upstream.origin) return false;
    const path = stripBasePath(upstream, target.pathname);
    return path !== null && (path === '/login' || path.startsWith('/login/'));
  } catch {
    return false;
  }
}

function pageRequestHeaders(request: FastifyRequest, upstream: Upstream): Headers {
  const picked: IncomingHttpHeaders = {};
  for (const name of PAGE_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) picked[name] = value;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(forwardedRequestHeaders(request, picked, upstream))) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('accept', 'text/html');
  return headers;
}

/**
 * Asks Superset for one of its pages as the browser's user (their cookies, no redirect followed)
 * and lifts the start-up payload Superset rendered for them.
 */
export async function fetchUpstreamPage(
  upstream: Upstream,
  request: FastifyRequest,
  page: { pathAndQuery: string; method?: 'GET' | 'POST'; body?: Buffer },
): Promise<UpstreamPage> {
  const method = page.method ?? 'GET';
  const ask = () =>
    fetch(upstreamUrlFor(upstream, page.pathAndQuery), {
      method,
      headers: pageRequestHeaders(request, upstream),
      body: page.body ? new Uint8Array(page.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_PAGE_TIMEOUT_MS),
    });
  let response: Response;
  try {
    response = await ask().catch((error: unknown) => {
      // A kept-alive connection Superset closed meanwhile: a page render is safe to ask again.
      if (method !== 'GET' || describeFetchFailure(error).timedOut) throw error;
      return ask();
    });
  } catch (error) {
    const { reason, timedOut } = describeFetchFailure(error);
    throw new SupersetUnreachableError(upstream.url, reason, timedOut);
  }
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const body = response.status === 200 && isHtml ? await response.text() : null;
  if (body === null) await response.body?.cancel();
  return {
    status: response.status,
    redirectsToLogin: isLoginRedirect(response.status, response.headers.get('location'), upstream),
    setCookies: response.headers.getSetCookie(),
    bootstrap: body === null ? null : liftBootstrap(body),
  };
}
