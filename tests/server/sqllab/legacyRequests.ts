/** Requests to the legacy SQL Lab views as Superset's client sends them (JSON-encoded form fields). */
import type { CallResponse, Caller, Method } from '../helpers/caller';

/** The fields with every value JSON.stringify-ed, as Superset's `postPayload` sends them. */
export function legacyFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]));
}

/** A legacy-view request of the caller; fields go multipart. */
export function legacyRequest(
  caller: Caller,
  method: Method,
  url: string,
  fields?: Record<string, unknown>,
): Promise<CallResponse> {
  if (!fields) return caller.request(method, url);
  return caller.multipart(url, legacyFields(fields), { method });
}
