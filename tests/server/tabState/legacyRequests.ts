/** Requests to the legacy SQL Lab views as Superset's client sends them (JSON-encoded form fields). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BrowserSession } from '../helpers/testApp';

const BOUNDARY = '----tessera-test-boundary';

/** A multipart/form-data body whose every value is JSON.stringify-ed, as `postPayload` does. */
export function multipartBody(fields: Record<string, unknown>): { payload: string; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${JSON.stringify(value)}\r\n`,
  );
  return { payload: `${parts.join('')}--${BOUNDARY}--\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a legacy-view request with the session's cookie and CSRF token; fields go multipart. */
export function legacyRequest(
  app: FastifyInstance,
  session: BrowserSession | null,
  method: Method,
  url: string,
  fields?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (session) {
    headers.cookie = session.cookie;
    headers['x-csrftoken'] = session.csrfToken;
  }
  if (!fields) return app.inject({ method, url, headers });
  const body = multipartBody(fields);
  headers['content-type'] = body.contentType;
  return app.inject({ method, url, headers, payload: body.payload });
}
