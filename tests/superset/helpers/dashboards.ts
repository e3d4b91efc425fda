/**
 * Dashboards as the SPA saves them: a layout (position_json) with top-level tabs, a nested tab,
 * markdown and chart components naming this side's charts, the metadata the save sends, and a
 * view of a reply with its JSON-text fields parsed so that ids inside them compare through the id
 * map (a chartId, a native filter's datasetId) instead of as digits in a string.
 */
import type { Side } from '../harness/differentialRun';
import { datasetId } from './examples';

type Json = Record<string, unknown>;

/** A chart placed on a layout: `key` names its remembered id (`chart:<key>`) and its component. */
export interface LayoutChart {
  key: string;
  name: string;
}

/** Layout components by id; the charts are named by this side's ids (remembered as `chart:<name>`). */
export function dashboardLayout(side: Side, charts: readonly LayoutChart[], title: string): Json {
  const chart = ({ key, name }: LayoutChart, parents: string[], width: number) => ({
    id: `CHART-${key}`,
    type: 'CHART',
    children: [],
    parents,
    meta: { width, height: 50, chartId: side.id(`chart:${key}`), sliceName: name },
  });
  const layout: Json = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: title } },
    'TABS-top': { id: 'TABS-top', type: 'TABS', children: ['TAB-overview', 'TAB-details'], parents: ['ROOT_ID'] },
    'TAB-overview': {
      id: 'TAB-overview',
      type: 'TAB',
      children: ['ROW-overview'],
      parents: ['ROOT_ID', 'TABS-top'],
      meta: { text: 'Overview', defaultText: 'Tab title', placeholder: 'Tab title' },
    },
    'TAB-details': {
      id: 'TAB-details',
      type: 'TAB',
      children: ['TABS-inner'],
      parents: ['ROOT_ID', 'TABS-top'],
      meta: { text: 'Details', defaultText: 'Tab title', placeholder: 'Tab title' },
    },
    'TABS-inner': {
      id: 'TABS-inner',
      type: 'TABS',
      children: ['TAB-nested'],
      parents: ['ROOT_ID', 'TABS-top', 'TAB-details'],
    },
    'TAB-nested': {
      id: 'TAB-nested',
      type: 'TAB',
      children: ['ROW-nested'],
      parents: ['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-inner'],
      meta: { text: 'Nested', defaultText: 'Tab title', placeholder: 'Tab title' },
    },
    'ROW-overview': {
      id: 'ROW-overview',
      type: 'ROW',
      children: ['MARKDOWN-notes'],
      parents: ['ROOT_ID', 'TABS-top', 'TAB-overview'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'ROW-nested': {
      id: 'ROW-nested',
      type: 'ROW',
      children: [],
      parents: ['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-inner', 'TAB-nested'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'MARKDOWN-notes': {
      id: 'MARKDOWN-notes',
      type: 'MARKDOWN',
      children: [],
      parents: ['ROOT_ID', 'TABS-top', 'TAB-overview', 'ROW-overview'],
      meta: { width: 4, height: 50, code: '## Notes\n\nRevenue by *status*.' },
    },
  };
  // The first chart sits beside the markdown, the others in the nested tab.
  charts.forEach((entry, index) => {
    const rowId = index === 0 ? 'ROW-overview' : 'ROW-nested';
    const row = layout[rowId] as { children: string[]; parents: string[] };
    row.children.push(`CHART-${entry.key}`);
    layout[`CHART-${entry.key}`] = chart(entry, [...row.parents, rowId], index === 0 ? 8 : 6);
  });
  return layout;
}

/** A native filter on a dataset of this side, as the filter bar saves it. */
function regionFilter(side: Side): Json {
  return {
    id: 'NATIVE_FILTER-region',
    type: 'NATIVE_FILTER',
    name: 'Region',
    description: '',
    filterType: 'filter_select',
    targets: [{ datasetId: datasetId(side, 'orders'), column: { name: 'region' } }],
    controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
}

/** The metadata the SPA's save sends (with the layout as `positions` when given). */
export function dashboardMetadata(side: Side, positions?: Json): Json {
  return {
    native_filter_configuration: [regionFilter(side)],
    color_scheme: 'supersetColors',
    label_colors: { Online: '#1FA8C9' },
    refresh_frequency: 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    cross_filters_enabled: true,
    filter_bar_orientation: 'VERTICAL',
    ...(positions ? { positions } : {}),
  };
}

function parseText(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The JSON-text fields a dashboard carries, parsed (`result` of a read, or a list row). */
export function withParsedJson(dashboard: unknown): unknown {
  if (typeof dashboard !== 'object' || dashboard === null) return dashboard;
  const copy: Json = { ...(dashboard as Json) };
  for (const key of ['position_json', 'json_metadata']) if (key in copy) copy[key] = parseText(copy[key]);
  // Superset reads a dashboard's charts with no ORDER BY: their names are compared sorted.
  if (Array.isArray(copy.charts)) copy.charts = [...(copy.charts as unknown[])].map(String).sort();
  const metadata = copy.json_metadata;
  // default_filters is JSON text inside the metadata: Python's and JavaScript's spacing differ.
  if (typeof metadata === 'object' && metadata !== null && 'default_filters' in metadata)
    copy.json_metadata = { ...metadata, default_filters: parseText((metadata as Json).default_filters) };
  return copy;
}

/** A `{result}` (or `{id, result}`) reply with the result's JSON text parsed. */
export function parsedResult(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('result' in body)) return body;
  return { ...(body as Json), result: withParsedJson((body as Json).result) };
}

/** A dashboard's `/charts` reply with the charts by name (Superset's order is the database's). */
export function chartsByName(body: unknown): unknown {
  const reply = body as { result?: { slice_name: string }[] };
  return { ...reply, result: [...(reply.result ?? [])].sort((a, b) => a.slice_name.localeCompare(b.slice_name)) };
}
