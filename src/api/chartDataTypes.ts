/**
 * Wire shapes of Superset's chart data API, for the typed client: defined once in common/ (the
 * embedded server uses the same), re-exported here.
 */
export type {
  AdhocColumn,
  AdhocMetric,
  Aggregate,
  DatasourceType,
  ExtraFormData,
  FilterOperator,
  FilterValue,
  PostProcessingRule,
  QueryColumn,
  QueryContext,
  QueryFormData,
  QueryMetric,
  QueryObject,
  QueryObjectFilter,
} from '../../common/queryObject';
export type { ChartDataCell, ChartDataQueryResult, ChartDataResponse } from '../../common/chartDataReply';
export type { GenericDataType } from '../../common/genericDataTypes';
