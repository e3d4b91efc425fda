/**
 * Form data from a panel's defaults, and what survives a change of viz type (spec charts §4: form
 * data is remembered per viz type; metrics and columns carry over).
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ControlPanelConfig } from '../../charts';
import { panelControls } from './validation';
import { keepSelectValuesAmongChoices } from './selectControlValue';
import { NO_TIME_RANGE } from '../../../../common/timeRange';

/**
 * The time range new charts start with (spec charts §5): the server's DEFAULT_TIME_FILTER from the
 * bootstrap `common.conf`, else 'No filter'.
 */
export function configuredDefaultTimeRange(conf: Readonly<Record<string, unknown>>): string {
  const configured = conf.DEFAULT_TIME_FILTER;
  return typeof configured === 'string' && configured.trim() ? configured : NO_TIME_RANGE;
}

/**
 * Every control's default; x_axis defaults to the dataset's main temporal column and time_range to
 * the configured default time range.
 */
export function defaultFormDataFor(
  panel: ControlPanelConfig,
  datasource: DatasourceMeta | null,
  defaultTimeRange: string = NO_TIME_RANGE,
): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const { name, config } of panelControls(panel)) {
    let value = name === 'time_range' ? defaultTimeRange : config.default;
    if ((name === 'x_axis' || name === 'granularity_sqla') && (value === null || value === undefined))
      value = datasource?.main_dttm_col ?? null;
    defaults[name] = Array.isArray(value) ? [...value] : value;
  }
  return defaults;
}

/** Single ↔ multiple counterparts, carried across viz types as Superset does. */
const COUNTERPARTS: readonly (readonly [string, string])[] = [
  ['metric', 'metrics'],
  ['groupby', 'columns'],
];

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The form data for `nextVizType`: its remembered form data (if the user had it before), else its
 * defaults; then every value of the current form whose control exists in the new panel, and
 * metric(s)/dimension(s) mapped between single and multiple controls.
 */
export function carryOverFormData(
  current: QueryFormData,
  nextVizType: string,
  nextPanel: ControlPanelConfig,
  datasource: DatasourceMeta | null,
  remembered: QueryFormData | undefined,
): QueryFormData {
  const names = new Set(panelControls(nextPanel).map((control) => control.name));
  const next: QueryFormData = {
    ...defaultFormDataFor(nextPanel, datasource),
    ...(remembered ?? {}),
    datasource: current.datasource,
    viz_type: nextVizType,
  };
  for (const name of names) {
    if (name in current && !isEmpty(current[name])) next[name] = current[name];
  }
  for (const [single, multiple] of COUNTERPARTS) {
    if (
      names.has(single) &&
      isEmpty(next[single]) &&
      Array.isArray(current[multiple]) &&
      (current[multiple] as unknown[]).length
    ) {
      next[single] = (current[multiple] as unknown[])[0];
    }
    if (names.has(multiple) && isEmpty(next[multiple]) && !isEmpty(current[single])) {
      next[multiple] = Array.isArray(current[single]) ? current[single] : [current[single]];
    }
  }
  for (const key of ['slice_id', 'adhoc_filters', 'time_range']) {
    if (key in current && !(key in next)) (next as Record<string, unknown>)[key] = current[key];
  }
  return keepSelectValuesAmongChoices(nextPanel, next, datasource);
}
