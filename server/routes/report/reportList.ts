/**
 * GET /api/v1/report/ — the list: report_all_text (name, description, SQL), relation filters on
 * the creator and owners (`rel_o_m` with a user id, as the chart and dashboard report menus ask),
 * FAB's generic filters on the other columns, ordering and paging.
 */
import { HttpError } from '../../errors';
import { buildListReply, columnLabel, type ListArgs, type ListFilter, type ListReply } from '../../http/listQuery';
import type { ReportRecord } from '../../store/reports';
import { selectChartColumns } from '../chart/chartList';
import { REPORT_LIST_SPEC } from './reportListSpec';

type ReportPredicate = (report: ReportRecord) => boolean;

/** A filter's numeric value (a user id, a bound): a number, or FAB's `{value, label}` pair. */
function relationId(filter: ListFilter): number {
  const value =
    typeof filter.value === 'object' && filter.value !== null
      ? (filter.value as { value?: unknown }).value
      : filter.value;
  const id = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(id)) {
    throw new HttpError(400, `Filter value for ${filter.col} is not a valid number`);
  }
  return id;
}

function checkFilter(filter: ListFilter): void {
  const operators = REPORT_LIST_SPEC.filterOperators[filter.col];
  if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
  if (!operators.includes(filter.opr)) {
    throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
  }
}

function reportPredicate(filter: ListFilter): ReportPredicate | null {
  switch (filter.opr) {
    case 'report_all_text': {
      const needle = String(filter.value ?? '').toLowerCase();
      return (report) =>
        [report.name, report.description, report.sql].some((text) => (text ?? '').toLowerCase().includes(needle));
    }
    case 'rel_o_m':
    case 'nrel_o_m': {
      const id = relationId(filter);
      const wanted = filter.opr === 'rel_o_m';
      return (report) => (report.created_by_fk === id) === wanted;
    }
    case 'rel_m_m':
    case 'nrel_m_m': {
      const id = relationId(filter);
      const wanted = filter.opr === 'rel_m_m';
      return (report) => report.owner_ids.includes(id) === wanted;
    }
    case 'gt':
    case 'lt': {
      const bound = relationId(filter);
      const column = filter.col === 'chart_id' ? 'chart_id' : 'dashboard_id';
      return (report) => {
        const value = report[column];
        return value !== null && (filter.opr === 'gt' ? value > bound : value < bound);
      };
    }
    default:
      return null;
  }
}

/** FAB's boolean filter values arrive as rison booleans, or as text from hand-written URLs. */
function normalisedFilter(filter: ListFilter): ListFilter {
  if (filter.col !== 'active' || typeof filter.value !== 'string') return filter;
  return { ...filter, value: filter.value.toLowerCase() === 'true' || filter.value === '1' };
}

/** The list reply for the reports the caller may see (`items[i]` is `reports[i]` serialised). */
export function reportListReply(reports: ReportRecord[], items: Record<string, unknown>[], args: ListArgs): ListReply {
  const own: ReportPredicate[] = [];
  const generic: ListFilter[] = [];
  for (const filter of args.filters ?? []) {
    checkFilter(filter);
    const predicate = reportPredicate(filter);
    if (predicate) own.push(predicate);
    else generic.push(normalisedFilter(filter));
  }
  const rows = items.filter((_, index) => own.every((matches) => matches(reports[index])));
  const selected = args.select_columns ?? args.columns;
  const reply = buildListReply(
    REPORT_LIST_SPEC,
    rows,
    { ...args, filters: generic, columns: undefined, select_columns: undefined },
    {
      defaultOrder: ['id', 'asc'],
      sortKeys: { changed_on_delta_humanized: 'changed_on' },
    },
  );
  if (!selected) return reply;
  // Dotted columns of to-many relations (owners.id) select inside each item, as FAB nests them.
  reply.result = reply.result.map((row) => selectChartColumns(row, selected));
  if (reply.list_columns) reply.list_columns = [...selected];
  if (reply.label_columns) {
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  }
  return reply;
}
