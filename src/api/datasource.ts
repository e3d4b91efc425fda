/** Datasource helpers (reference §2.5): a dataset's samples. */
import type { ChartDataQueryResult } from './chartDataTypes';
import { request } from './client';

export interface SamplesResult extends ChartDataQueryResult {
  page?: number;
  per_page?: number;
  total_count?: number;
}

export async function fetchSamples(
  datasource: { id: number; type: string },
  options: { force?: boolean; page?: number; perPage?: number } = {},
): Promise<SamplesResult> {
  const { json } = await request<{ result: SamplesResult }>({
    method: 'POST',
    endpoint: '/datasource/samples',
    searchParams: {
      force: options.force ? 'true' : 'false',
      datasource_type: datasource.type,
      datasource_id: datasource.id,
      ...(options.page ? { page: options.page } : {}),
      ...(options.perPage ? { per_page: options.perPage } : {}),
    },
    jsonPayload: {},
  });
  return json.result;
}
