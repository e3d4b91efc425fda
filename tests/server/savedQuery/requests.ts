/** JSON requests to the embedded server as a logged-in browser session (cookie + CSRF token). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import rison from 'rison';
import type { BrowserSession } from '../helpers/testApp';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function request(
  app: FastifyInstance,
  session: BrowserSession | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (session) {
    headers.cookie = session.cookie;
    headers['x-csrftoken'] = session.csrfToken;
  }
  if (payload === undefined) return app.inject({ method, url, headers });
  return app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
}

/** `url?q=<rison>`. */
export function withRison(url: string, value: unknown): string {
  return `${url}?q=${rison.encode_uri(value)}`;
}
