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
}
