/**
 * Combining several filters' extra form data for one chart (reference §1.6 step 4): list keys are
 * appended in order, the time keys are replaced by the later filter. The query builder then puts
 * `time_grain_sqla` and the relative bounds inside `extras` and the rest on the query object.
 */
import type { ExtraFormData } from '../../../api/chartDataTypes';

const APPENDED_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** Replace the query object's value. */
const REPLACED_REGULAR_KEYS = ['granularity', 'granularity_sqla', 'time_column', 'time_grain', 'time_range'] as const;

/** Replace inside the query's `extras`. */
const REPLACED_EXTRAS_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

export function mergeExtraFormData(first: ExtraFormData = {}, second: ExtraFormData = {}): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of APPENDED_KEYS) {
    const values = [...(first[key] ?? []), ...(second[key] ?? [])];
    if (values.length) merged[key] = values;
  }
  for (const key of [...REPLACED_REGULAR_KEYS, ...REPLACED_EXTRAS_KEYS]) {
    const value = second[key] ?? first[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged as ExtraFormData;
}

/** Every contribution merged in the order given (later time keys win). */
export function mergeAllExtraFormData(contributions: readonly (ExtraFormData | undefined)[]): ExtraFormData {
  return contributions.reduce<ExtraFormData>((merged, next) => mergeExtraFormData(merged, next), {});
}
