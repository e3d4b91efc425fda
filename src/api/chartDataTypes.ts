/**
 * Wire shapes of Superset's chart data API, for the typed client: defined once in common/ (the
 * embedded server uses the same), re-exported here.
 */
export type {
  AdhocColumn,
  AdhocMetric,
  AdhocMetricSimple,
  AdhocMetricSql,
  Aggregate,
  ChartDataResultFormat,
  ChartDataResultType,
  DatasourceType,
  FilterOperator,
  FilterValue,
  PostProcessingRule,
  QueryColumn,
  QueryContext,
  QueryFormData,
  QueryMetric,
  QueryObject,
  QueryObjectExtras,
  QueryObjectFilter,
} from '../../common/queryObject';
export type {
  AsyncChartDataJob,
  ChartDataCell,
  ChartDataQueryResult,
  ChartDataResponse,
} from '../../common/chartDataReply';
export type { GenericDataType } from '../../common/genericDataTypes';
