import type { QueryFormData } from '../../../../api/chartDataTypes';
import { buildQueryContext } from '../../buildQueryHelpers';
import { metricByDimensionsQuery } from '../treemap_v2/buildQuery';

/** The hierarchy columns grouped; the primary and (when another) the secondary metric aggregated. */
export function buildSunburstQuery(formData: QueryFormData) {
  return buildQueryContext(formData, (base) => [
    metricByDimensionsQuery(formData, base, 'columns', 'secondary_metric'),
  ]);
}
