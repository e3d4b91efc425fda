/**
 * One API call as the SPA's request() sends it (src/api/client.ts): an endpoint under the root,
 * search parameters, the rison `q`, and a JSON body or multipart fields that each hold JSON.
 */
import rison from 'rison';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiCall {
  method: HttpMethod;
  endpoint: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Rison-encoded into `?q=`. */
  rison?: unknown;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data, every value JSON-encoded (the legacy /tabstateview/, /kv/ views). */
  form?: Record<string, unknown>;
}

/** The path and query string, built as the SPA builds them. */
export function callUrl(call: ApiCall): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.searchParams ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const parts: string[] = [];
  const encoded = params.toString();
  if (encoded) parts.push(encoded);
  if (call.rison !== undefined) parts.push(`q=${rison.encode_uri(call.rison)}`);
  if (parts.length === 0) return call.endpoint;
  return `${call.endpoint}${call.endpoint.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

export function callBody(call: ApiCall): { body?: BodyInit; contentType?: string } {
  if (call.json !== undefined) return { body: JSON.stringify(call.json), contentType: 'application/json' };
  if (call.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.form)) {
      if (value !== undefined) form.append(key, JSON.stringify(value));
    }
    return { body: form };
  }
  return {};
}

/** `GET /api/v1/chart/12?q=…` → `GET /api/v1/chart/12`: how a call is named in reports and allowances. */
export function callName(call: ApiCall): string {
  return `${call.method} ${call.endpoint.split('?')[0]}`;
}
