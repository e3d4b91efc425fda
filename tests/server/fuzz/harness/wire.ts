/** Fuzz requests as they go on the wire: URL, headers and payload built from a base request. */
import type { HTTPMethods } from 'fastify';
import type { Caller } from '../../helpers/caller';
import { fillPath, type Actor, type BaseBody, type BaseRequest } from './baseRequests';
import type { JsonValue } from './schemaSample';

export type Payload = string | Buffer;
/** A payload, or how to make it: megabyte payloads are made only when sent, so a plan holds thousands cheaply. */
export type LazyPayload = Payload | (() => Payload);

export function resolvePayload(payload: LazyPayload | undefined): Payload | undefined {
  return typeof payload === 'function' ? payload() : payload;
}

export interface FuzzRequest {
  /** The mutation family and what it changed, for the failure report. */
  family: string;
  detail: string;
  routeKey: string;
  method: HTTPMethods;
  /** Path and query string, exactly as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: LazyPayload;
  actor: Actor;
  /** A malformed id or argument that names nothing: any 2xx means it was read loosely. */
  mustReject?: boolean;
}

export const MULTIPART_BOUNDARY = '----tessera-fuzz-boundary';

export function multipartPayload(fields: Record<string, string>, boundary = MULTIPART_BOUNDARY): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

export function bodyContentType(body: BaseBody): string {
  switch (body.kind) {
    case 'json':
      return 'application/json';
    case 'multipart':
      return `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
    case 'urlencoded':
      return 'application/x-www-form-urlencoded';
  }
}

export function encodeBody(body: BaseBody): string {
  switch (body.kind) {
    case 'json':
      return JSON.stringify(body.value);
    case 'multipart':
      return multipartPayload(body.fields);
    case 'urlencoded':
      return new URLSearchParams(body.fields).toString();
  }
}

/** Percent-encoding of the text's UTF-8 bytes; a lone surrogate (which encodeURIComponent refuses) is sent as U+FFFD. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

/** `?a=1&b=2` with each name and value percent-encoded. */
export function queryString(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export interface RequestChanges {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Replaces the whole query string (already encoded, with its `?`). */
  rawQuery?: string;
  body?: BaseBody | null;
  /** Replaces the encoded body. */
  payload?: LazyPayload;
  contentType?: string | null;
  headers?: Record<string, string>;
  actor?: Actor;
  mustReject?: boolean;
}

/** A request made of the base request with some parts changed. */
export function mutate(base: BaseRequest, family: string, detail: string, changes: RequestChanges = {}): FuzzRequest {
  const path = fillPath(base.route.url, { ...base.params, ...changes.params });
  const url = path + (changes.rawQuery ?? queryString(changes.query ?? base.query));
  const headers: Record<string, string> = { ...base.headers };
  const body = changes.body === null ? undefined : (changes.body ?? base.body);
  let payload: LazyPayload | undefined;
  if (changes.payload !== undefined) {
    payload = changes.payload;
  } else if (body) {
    payload = () => encodeBody(body);
    headers['content-type'] = bodyContentType(body);
  }
  if (changes.contentType === null) delete headers['content-type'];
  else if (changes.contentType !== undefined) headers['content-type'] = changes.contentType;
  Object.assign(headers, changes.headers);
  return {
    family,
    detail,
    routeKey: base.key,
    method: base.method,
    url,
    headers,
    payload,
    actor: changes.actor ?? base.actor,
    mustReject: changes.mustReject,
  };
}

/** A deep copy of `root` with `value` at `path` (objects and arrays made along the way). */
export function setAt(root: JsonValue | undefined, path: readonly (string | number)[], value: JsonValue): JsonValue {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const record = typeof root === 'object' && root !== null && !Array.isArray(root) ? { ...root } : {};
  record[head] = setAt(record[head], rest, value);
  return record;
}

export function actorHeaders(actor: Actor, callers: { admin: Caller; gamma: Caller }): Record<string, string> {
  if (actor === 'anonymous') return {};
  // Cookie and CSRF token whatever the method: a mutated request may change it.
  return callers[actor].headers('POST');
}

/** The request as one line for a failure report, long payloads cut. */
export function describeRequest(request: FuzzRequest): string {
  const shown = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text);
  const sent = resolvePayload(request.payload);
  const text = typeof sent === 'string' ? sent : sent?.toString('latin1');
  const payload = text === undefined ? '' : ` payload=${JSON.stringify(shown(text))}`;
  const contentType =
    request.headers['content-type'] === undefined
      ? ''
      : ` content-type=${JSON.stringify(request.headers['content-type'])}`;
  return `[${request.family}: ${request.detail}] as ${request.actor}: ${request.method} ${shown(request.url)}${contentType}${payload}`;
}
