/**
 * What Explore's address changes in the form data it opens with: the legacy `form_data` object
 * laid over the saved chart's (or dataset's) form data, as Superset's get_form_data does, then the
 * `viz_type` parameter, then the legacy `extra_filters` merged into the adhoc filters.
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import { formDataFromUrl, isForceExploreUrl, vizTypeFromUrl } from './exploreUrlFlags';
import { mergeExtraFilters } from './mergeExtraFilters';

export interface ExploreUrlOverrides {
  /** The legacy `?form_data={…}` object, null without one. */
  formData: Record<string, unknown> | null;
  /** `?viz_type=`, over the saved chart type and the one in `form_data`. */
  vizType: string | null;
  /** `?force=1|true`: the first chart query bypasses the cache. */
  force: boolean;
}

export const NO_URL_OVERRIDES: ExploreUrlOverrides = { formData: null, vizType: null, force: false };

export function exploreUrlOverrides(search: string): ExploreUrlOverrides {
  return { formData: formDataFromUrl(search), vizType: vizTypeFromUrl(search), force: isForceExploreUrl(search) };
}

/** The address changed the form data, so the opened state is not the saved one and is worth keeping under a key. */
export function changesFormData(overrides: ExploreUrlOverrides): boolean {
  return overrides.formData !== null || overrides.vizType !== null;
}

/**
 * The form data Explore opens with. The dataset stays the one the server opened (the address's
 * `datasource` chose it already); `force` is a flag of the query, not a control.
 */
export function applyExploreUrlOverrides(base: QueryFormData, overrides: ExploreUrlOverrides): QueryFormData {
  if (!changesFormData(overrides)) return base;
  const { datasource: _datasource, force: _force, ...fromUrl } = overrides.formData ?? {};
  const laidOver: QueryFormData = { ...base, ...fromUrl, datasource: base.datasource, viz_type: base.viz_type };
  const urlVizType = overrides.vizType ?? (typeof fromUrl.viz_type === 'string' ? fromUrl.viz_type : null);
  if (urlVizType) laidOver.viz_type = urlVizType;
  return mergeExtraFilters(laidOver);
}
