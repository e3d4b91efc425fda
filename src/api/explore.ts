/**
 * ExploreRestApi (reference §2.4): what /explore/ opens (dataset + form data + saved chart), the
 * temporary form-data cache behind `?form_data_key=`, and explore permalinks.
 */
import type { QueryFormData } from './chartDataTypes';
import { request } from './client';
import type { DatasourceMeta } from './datasourceTypes';

export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  slice_url?: string;
  owners?: number[];
  description?: string | null;
  form_data?: QueryFormData;
  query_context?: unknown;
  changed_on?: string;
  datasource?: string;
}

interface ExploreState {
  dataset: DatasourceMeta;
  form_data: QueryFormData;
  slice: ExploreSlice | null;
  message: string | null;
}

export interface ExploreParams {
  slice_id?: number;
  form_data_key?: string;
  permalink_key?: string;
  datasource_id?: number;
  datasource_type?: string;
}

export async function fetchExplore(params: ExploreParams, signal?: AbortSignal): Promise<ExploreState> {
  const { json } = await request<{ result: ExploreState }>({
    endpoint: '/api/v1/explore/',
    searchParams: { ...params },
    signal,
  });
  return json.result;
}

interface FormDataCacheEntry {
  datasource_id: number;
  datasource_type: string;
  chart_id?: number;
  form_data: QueryFormData;
}

function cacheBody(entry: FormDataCacheEntry) {
  return {
    datasource_id: entry.datasource_id,
    datasource_type: entry.datasource_type,
    ...(entry.chart_id ? { chart_id: entry.chart_id } : {}),
    form_data: JSON.stringify(entry.form_data),
  };
}

/** Stores the unsaved form data; the key goes into `?form_data_key=`. */
export async function postFormData(entry: FormDataCacheEntry, tabId?: number): Promise<string> {
  const { json } = await request<{ key: string }>({
    method: 'POST',
    endpoint: '/api/v1/explore/form_data',
    searchParams: { tab_id: tabId },
    jsonPayload: cacheBody(entry),
  });
  return json.key;
}

/** Updates a stored form data; the server may answer with a new key. */
export async function putFormData(key: string, entry: FormDataCacheEntry, tabId?: number): Promise<string> {
  const { json } = await request<{ key: string; message?: string }>({
    method: 'PUT',
    endpoint: `/api/v1/explore/form_data/${encodeURIComponent(key)}`,
    searchParams: { tab_id: tabId },
    jsonPayload: cacheBody(entry),
  });
  return json.key ?? key;
}

/** `urlParams` as Superset sends them: a list of [name, value] pairs. */
export async function createExplorePermalink(
  formData: QueryFormData,
  urlParams: [string, string][] = [],
): Promise<{ key: string; url: string }> {
  const { json } = await request<{ key: string; url: string }>({
    method: 'POST',
    endpoint: '/api/v1/explore/permalink',
    jsonPayload: { formData, urlParams },
  });
  return json;
}
