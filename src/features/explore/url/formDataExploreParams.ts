/**
 * What the legacy `?form_data={…}` names for `GET /api/v1/explore/`: its chart (`slice_id`) and
 * its dataset (`datasource: "7__table"`), as Superset's explore page reads them from that object.
 */
import type { ExploreParams } from '../../../api/explore';

const DATASOURCE_UID = /^(\d+)__(\w+)$/;

export function exploreParamsFromFormData(formData: Record<string, unknown> | null): ExploreParams {
  if (!formData) return {};
  const params: ExploreParams = {};
  const sliceId = Number(formData.slice_id);
  if (Number.isInteger(sliceId) && sliceId > 0) params.slice_id = sliceId;
  const uid = typeof formData.datasource === 'string' ? DATASOURCE_UID.exec(formData.datasource) : null;
  if (uid) {
    params.datasource_id = Number(uid[1]);
    params.datasource_type = uid[2];
  }
  return params;
}
