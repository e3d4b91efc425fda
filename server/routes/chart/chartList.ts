/**
 * GET /api/v1/chart/ — ChartRestApi's list: rison filters (generic ones and the chart filters of
 * chartListFilters.ts), ordering, paging and column selection.
 */
import type { ChartRecord } from '../../store/charts';
import { buildListReply, columnLabel, type ListArgs, type ListReply } from '../../http/listQuery';
import { splitChartFilters, type ChartFilterContext } from './chartListFilters';
import { CHART_LIST_SPEC } from './chartListSpec';

function readNested(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function writeNested(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The selected (possibly dotted) columns of a list item, as FAB nests them: `changed_by.id` →
 * `{changed_by: {id}}` (null when there is none), `owners.id` → `{owners: [{id}, …]}`.
 */
export function selectChartColumns(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    const [head, ...rest] = column.split('.');
    const relation = row[head];
    if (rest.length === 0) {
      selected[head] = relation;
    } else if (Array.isArray(relation)) {
      const items = Array.isArray(selected[head])
        ? (selected[head] as Record<string, unknown>[])
        : relation.map(() => ({}));
      relation.forEach((item, index) => writeNested(items[index], rest, readNested(item, rest)));
      selected[head] = items;
    } else if (isPlainObject(relation)) {
      const nested = isPlainObject(selected[head]) ? selected[head] : {};
      writeNested(nested, rest, readNested(relation, rest));
      selected[head] = nested;
    } else if (!(head in selected)) {
      selected[head] = null;
    }
  }
  return selected;
}

/**
 * The list reply for the charts the caller may see, already serialised as list items
 * (`items[i]` belongs to `charts[i]`).
 */
export function chartListReply(
  charts: ChartRecord[],
  items: Record<string, unknown>[],
  args: ListArgs,
  context: ChartFilterContext,
): ListReply {
  const { own, generic } = splitChartFilters(args.filters ?? [], context);
  const rows = items.filter((_, index) => own.every((matches) => matches(charts[index])));
  const selected = args.select_columns ?? args.columns;
  const reply = buildListReply(
    CHART_LIST_SPEC,
    rows,
    { ...args, filters: generic, columns: undefined, select_columns: undefined },
    {
      defaultOrder: ['changed_on', 'desc'],
      sortKeys: {
        changed_on: 'changed_on_dttm',
        changed_on_delta_humanized: 'changed_on_dttm',
        datasource_name: 'table.table_name',
        'changed_by.first_name': 'changed_by.first_name',
      },
    },
  );
  if (!selected) return reply;
  reply.result = reply.result.map((row) => selectChartColumns(row, selected));
  if (reply.list_columns) reply.list_columns = [...selected];
  if (reply.label_columns)
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  return reply;
}
