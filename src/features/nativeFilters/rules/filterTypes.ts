/**
 * The shapes the filter rules work on (reference §3.6, §3.8): a native filter's configuration as
 * stored in `json_metadata`, the extra form data a filter or cross-filter contributes, and a
 * minimal data mask (the slice's own type lives with the data mask feature).
 */
import type { ExtraFormData } from '../../../api/chartDataTypes';

export interface FilterScope {
  rootPath: string[];
  excluded: number[];
}

export interface FilterControlValues {
  multiSelect?: boolean;
  enableEmptyFilter?: boolean;
  defaultToFirstItem?: boolean;
  searchAllOptions?: boolean;
  inverseSelection?: boolean;
  sortAscending?: boolean;
  /** A value typed that is not among the options may be added. */
  creatable?: boolean;
}

export interface FilterDataMask {
  extraFormData?: ExtraFormData;
  filterState?: { value?: unknown; [key: string]: unknown };
  ownState?: Record<string, unknown>;
}

type NativeFilterType = 'filter_select' | 'filter_range' | 'filter_time' | 'filter_timecolumn' | 'filter_timegrain';

export interface NativeFilterConfig {
  id: string;
  type?: 'NATIVE_FILTER';
  name: string;
  filterType: NativeFilterType | string;
  targets: { datasetId?: number; column?: { name: string } }[];
  controlValues?: FilterControlValues;
  defaultDataMask?: FilterDataMask;
  cascadeParentIds?: string[];
  scope?: FilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
  description?: string;
  /** Pre-filter of the option query (adhoc filters and time range of the filter's dataset). */
  adhoc_filters?: unknown[];
  time_range?: string | null;
  granularity_sqla?: string | null;
  sortMetric?: string | null;
  requiredFirst?: boolean;
}

/** A divider between filters in the filter bar (`NATIVE_FILTER_DIVIDER-<random>`). */
export interface FilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description?: string;
}

/** One entry of `native_filter_configuration`, in display order. */
export type FilterConfigItem = NativeFilterConfig | FilterDivider;

export function isFilterDivider(item: FilterConfigItem): item is FilterDivider {
  return item.type === 'DIVIDER';
}

/** `chart_configuration[chartId]` (reference §3.7): a chart's cross-filter scope. */
export interface ChartCrossFilterConfig {
  id: number;
  crossFilters: { scope: 'global' | FilterScope; chartsInScope?: number[] };
}

export interface GlobalChartConfiguration {
  scope: FilterScope;
  chartsInScope?: number[];
}

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';
