/**
 * Mixed chart query (Superset's mixed_timeseries buildQuery): two timeseries queries over the same
 * x-axis. Query A reads the form without the `_b` controls; query B reads the `_b` controls in
 * place of their plain counterparts (metrics_b → metrics, groupby_b → groupby, adhoc_filters_b,
 * limit_b, row_limit_b, rolling_type_b…), so each query gets its own filters, limits and
 * post-processing.
 */
import type { QueryFormData } from '../../../../api/chartDataTypes';
import { buildQueryContext } from '../../buildQueryHelpers';
import { buildTimeseriesQuery } from '../timeseries/buildQuery';

const QUERY_B_SUFFIX = '_b';

/** The form without the controls of a suffix (query A's view). */
export function removeFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(suffix))) as QueryFormData;
}

/** The form with the suffixed controls in place of their plain counterparts (query B's view). */
export function retainFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  const view: Record<string, unknown> = removeFormDataSuffix(formData, suffix);
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(suffix)) view[key.slice(0, -suffix.length)] = value;
  }
  return view as QueryFormData;
}

export function buildMixedTimeseriesQuery(formData: QueryFormData) {
  const formDataA = removeFormDataSuffix(formData, QUERY_B_SUFFIX);
  const formDataB = retainFormDataSuffix(formData, QUERY_B_SUFFIX);
  const contextA = buildQueryContext(formDataA, (base) => [buildTimeseriesQuery(formDataA, base)]);
  const contextB = buildQueryContext(formDataB, (base) => [buildTimeseriesQuery(formDataB, base)]);
  return { ...contextA, queries: [...contextA.queries, ...contextB.queries] };
}
