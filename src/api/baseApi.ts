/**
 * The app's one RTK Query API. Resource files add their endpoints with `api.injectEndpoints`;
 * every call goes through `request()` and every failure arrives as a ClientError.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { request, type RequestOptions } from './client';
import { getClientErrorObject, isAbortError } from './errors';
import type { ClientError } from './types';

/** What an endpoint's `query` returns: request options without the signal (RTK supplies it). */
type ApiRequest = Omit<RequestOptions, 'signal' | 'parseMethod'> & {
  parseMethod?: 'json' | 'text';
};

const ABORTED_STATUS_TEXT = 'aborted';

/** RTK needs a value for an aborted request; the UI ignores it, so the text is never shown. */
export const ABORTED_REQUEST_ERROR: ClientError = { error: 'The request was aborted', statusText: ABORTED_STATUS_TEXT };

/** Recognises the error an RTK query resolves with when its request was aborted. */
export function isAbortedRequestError(error: ClientError | undefined): boolean {
  return error?.statusText === ABORTED_STATUS_TEXT;
}

/** What an RTK hook reports as its error: the base query's ClientError, or an exception it serialized. */
export type QueryError = ClientError | SerializedError;

/** The text to show for a query's error; undefined when there is none or the request was aborted. */
export function queryErrorText(error: QueryError | undefined): string | undefined {
  if (!error) return undefined;
  if ('error' in error) return isAbortedRequestError(error) ? undefined : error.error;
  return error.message ?? '';
}

export const clientBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ClientError> = async (args, { signal }) => {
  const options: ApiRequest = typeof args === 'string' ? { endpoint: args } : args;
  try {
    if (options.parseMethod === 'text') {
      const { text } = await request({ ...options, parseMethod: 'text', signal });
      return { data: text };
    }
    const { json } = await request<unknown>({ ...options, parseMethod: 'json', signal });
    return { data: json };
  } catch (caught) {
    if (isAbortError(caught)) return { error: ABORTED_REQUEST_ERROR };
    return { error: await getClientErrorObject(caught) };
  }
};

const API_TAG_TYPES = [
  'Database',
  'Schema',
  'Table',
  'Chart',
  'Dashboard',
  'Dataset',
  'SavedQuery',
  'Report',
  'Favorite',
  'Me',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: clientBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** The part of the app state the api owns, for selectors that read its cache. */
export interface ApiRootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}
