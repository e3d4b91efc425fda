/**
 * What filters a chart on the dashboard (reference §3.8, §4.5): the merged extra form data of
 * every native filter and cross-filter whose scope holds the chart, and for the chart's indicator
 * the state of each of those filters. As in Superset the server leaves out a filter on a column
 * the chart's dataset lacks and says so (`rejected_filters`): such a filter is 'not applicable'.
 */
import type { RootState } from '../../../app/store';
import type { ExtraFormData } from '../../../api/chartDataTypes';
import { isFilterDivider, mergeAllExtraFormData, type NativeFilterConfig } from '../../nativeFilters';

type ChartFilterStatus = 'applied' | 'unset' | 'incompatible';

export interface ChartFilterIndicator {
  id: string;
  name: string;
  kind: 'native' | 'cross';
  status: ChartFilterStatus;
  /** The applied value as shown to a viewer. */
  value: string;
}

/** The columns the chart's last reply says it could not filter on. */
function rejectedColumnsOf(state: RootState, chartId: number): ReadonlySet<string> {
  const rejected = state.charts[chartId]?.queriesResponse?.[0]?.rejected_filters ?? [];
  return new Set(rejected.map((filter) => filter.column));
}

/** Whether the chart could use none of what the filter adds (every column it filters on was rejected). */
function isRejected(extraFormData: ExtraFormData, rejected: ReadonlySet<string>): boolean {
  const columns = [
    ...(extraFormData.filters ?? []).map((filter) => String(filter.col)),
    ...(extraFormData.adhoc_filters ?? []).flatMap((filter) => (filter.subject ? [filter.subject] : [])),
  ];
  const onlyColumnFilters = Object.keys(extraFormData).every((key) => key === 'filters' || key === 'adhoc_filters');
  return onlyColumnFilters && columns.length > 0 && columns.every((column) => rejected.has(column));
}

function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shownValue).filter(Boolean).join(', ');
  return String(value);
}

interface ChartFilterSource {
  id: string;
  name: string;
  kind: 'native' | 'cross';
  extraFormData: ExtraFormData | undefined;
  value: unknown;
}

/** Native filters first (configuration order), then cross-filters, each only when the chart is in its scope. */
function filterSourcesOf(state: RootState, chartId: number): ChartFilterSource[] {
  const { items, order, emitters } = state.nativeFilters;
  const masks = state.dataMask;
  const natives = order
    .map((id) => items[id])
    .filter((item): item is NativeFilterConfig => Boolean(item) && !isFilterDivider(item))
    .filter((filter) => filter.chartsInScope?.includes(chartId))
    .map((filter) => ({
      id: filter.id,
      name: filter.name,
      kind: 'native' as const,
      extraFormData: masks[filter.id]?.extraFormData,
      value: masks[filter.id]?.filterState.label ?? masks[filter.id]?.filterState.value,
    }));
  const crosses = emitters
    .filter((emitter) => emitter.chartId !== chartId && emitter.chartsInScope.includes(chartId))
    .map((emitter) => {
      const mask = masks[String(emitter.chartId)];
      return {
        id: String(emitter.chartId),
        name: state.dashboardState.slices[emitter.chartId]?.slice_name ?? String(emitter.chartId),
        kind: 'cross' as const,
        extraFormData: mask?.extraFormData,
        value: mask?.filterState.label ?? mask?.filterState.value,
      };
    });
  return [...natives, ...crosses];
}

export function chartExtraFormDataOf(state: RootState, chartId: number): ExtraFormData {
  return mergeAllExtraFormData(filterSourcesOf(state, chartId).map((source) => source.extraFormData));
}

/**
 * Per-chart results for one set of filter inputs: every chart of a dashboard reads its filters on
 * every store update (fifty charts, each query a few updates), while the inputs rarely change.
 */
interface FilterInputs {
  nativeFilters: RootState['nativeFilters'];
  dataMask: RootState['dataMask'];
  slices: RootState['dashboardState']['slices'];
}
let cachedInputs: FilterInputs | null = null;
const keysByChart = new Map<number, string>();
const indicatorsByChart = new Map<number, { response: unknown; text: string }>();

function cacheFor(state: RootState) {
  const { nativeFilters, dataMask } = state;
  const { slices } = state.dashboardState;
  if (
    cachedInputs?.nativeFilters !== nativeFilters ||
    cachedInputs.dataMask !== dataMask ||
    cachedInputs.slices !== slices
  ) {
    cachedInputs = { nativeFilters, dataMask, slices };
    keysByChart.clear();
    indicatorsByChart.clear();
  }
}

/** A stable text of the chart's filters: a chart re-queries only when it changes. */
export function chartFiltersKey(state: RootState, chartId: number): string {
  cacheFor(state);
  let key = keysByChart.get(chartId);
  if (key === undefined) {
    key = JSON.stringify(chartExtraFormDataOf(state, chartId));
    keysByChart.set(chartId, key);
  }
  return key;
}

/** The chart's indicators as text (stable while nothing they show changes). */
export function chartFilterIndicatorsText(state: RootState, chartId: number): string {
  cacheFor(state);
  const response = state.charts[chartId]?.queriesResponse;
  const cached = indicatorsByChart.get(chartId);
  if (cached && cached.response === response) return cached.text;
  const text = JSON.stringify(chartFilterIndicators(state, chartId));
  indicatorsByChart.set(chartId, { response, text });
  return text;
}

export function chartFilterIndicators(state: RootState, chartId: number): ChartFilterIndicator[] {
  const rejected = rejectedColumnsOf(state, chartId);
  return filterSourcesOf(state, chartId).map((source) => {
    const extraFormData = source.extraFormData ?? {};
    const contributes = Object.keys(extraFormData).length > 0;
    const status: ChartFilterStatus = !contributes
      ? 'unset'
      : isRejected(extraFormData, rejected)
        ? 'incompatible'
        : 'applied';
    return { id: source.id, name: source.name, kind: source.kind, status, value: shownValue(source.value) };
  });
}
