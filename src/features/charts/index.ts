/**
 * Charts' public surface: the viz plugins (registration, lookup, and the plugin and control-panel
 * contract they are written against), the charts slice with its run thunks, and the chart host.
 * Renderers stay behind each plugin's lazy `loadRenderer`.
 */
export { chartsReducer, chartRemoved, chartIdChanged, datasourcesRefreshed } from './chartsSlice';
export { runChart, stopChart } from './thunks/runChart';
export { ChartContainer } from './components/ChartContainer';
export type { EChartsRendererHandle } from './components/EChartsRenderer';
export { registerAllChartPlugins } from './plugins/allPlugins';
export { getChartPlugin, listChartPlugins, supportsCrossFilter } from './plugins/registry';
export { preloadChartCode } from './plugins/preloadChartCode';
export type { ChartCrossFilter, CrossFilterMask, CrossFilterState } from './crossFilterTypes';
export type { ChartPlugin } from './plugins/types';
export type { ControlConfig, ControlPanelConfig, ControlType } from './controlPanel/controlTypes';
export { resolveControl, setSqlMaxRow } from './controlPanel/sharedControls';
export { buildQueryContext, getMetricLabel, isAdhocColumn, parseDatasourceUid } from './buildQueryHelpers';
export type { AdhocFilter } from './buildQueryHelpers';
export { resultCellFormat, resultGridColumns } from './resultGrid';
export { isValidFormula } from './annotations/formula';
export { chartAnnotationsReducer } from './annotations/annotationQueriesSlice';
export type { ChartAnnotationState } from './annotations/annotationQueriesSlice';
