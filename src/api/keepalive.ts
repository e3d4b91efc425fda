/**
 * Requests that must outlive the page (sent on `pagehide`): `fetch` with `keepalive`, which the
 * browser finishes after the page is gone. There is no time to fetch a CSRF token then, so callers
 * prime it while the page is alive (`primeKeepaliveToken`).
 */
import { CSRF_HEADER, CSRF_TOKEN_ENDPOINT, makeUrl, request, type HttpMethod } from './client';

let csrfToken: string | null = null;

/** Fetches and keeps the CSRF token the unload requests will carry. Failures are kept quiet. */
export async function primeKeepaliveToken(): Promise<void> {
  try {
    const { json } = await request<{ result?: unknown }>({ endpoint: CSRF_TOKEN_ENDPOINT });
    if (typeof json?.result === 'string') csrfToken = json.result;
  } catch {
    csrfToken = null;
  }
}

interface KeepaliveRequest {
  method: HttpMethod;
  endpoint: string;
  /** Multipart fields, each JSON-encoded (as `request`'s postPayload). */
  postPayload: Record<string, unknown>;
}

/** Fire and forget: the page is going away, nobody reads the reply. */
export function sendKeepalive({ method, endpoint, postPayload }: KeepaliveRequest): void {
  const form = new FormData();
  for (const [key, value] of Object.entries(postPayload)) {
    if (value !== undefined) form.append(key, JSON.stringify(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  fetch(makeUrl(endpoint), { method, headers, body: form, credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}
