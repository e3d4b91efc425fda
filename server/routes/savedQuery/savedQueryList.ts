/**
 * GET /api/v1/saved_query/ — FAB's list over the caller's saved queries: Superset's own filters
 * (`all_text` over label, description, SQL and schema; `saved_query_is_fav`), relation filters on
 * database and users, FAB's text filters, ordering, paging and column selection.
 */
import { HttpError } from '../../errors';
import type { SavedQueryRecord } from '../../store/savedQueries';
import {
  buildListReply,
  listArgsSchema,
  selectColumns,
  type ListArgs,
  type ListFilter,
  type ListReply,
  type ListSpec,
} from '../../http/listQuery';
import { toSavedQueryListRow } from './savedQuerySerializers';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const RELATION = ['rel_o_m', 'nrel_o_m'] as const;

export const SAVED_QUERY_LIST_SPEC: ListSpec = {
  listColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_on',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'db_id',
    'description',
    'extra',
    'id',
    'label',
    'last_run_delta_humanized',
    'rows',
    'catalog',
    'schema',
    'sql',
    'sql_tables',
    'tags.id',
    'tags.name',
    'tags.type',
  ],
  orderColumns: [
    'catalog',
    'schema',
    'label',
    'description',
    'sql',
    'rows',
    'created_by.first_name',
    'database.database_name',
    'created_on',
    'changed_on_delta_humanized',
    'last_run_delta_humanized',
  ],
  filterOperators: {
    id: ['saved_query_is_fav', 'eq', 'neq'],
    label: ['all_text', ...TEXT],
    database: RELATION,
    catalog: TEXT,
    schema: TEXT,
    created_by: RELATION,
    changed_by: RELATION,
  },
  listTitle: 'List Saved Query',
};

/** Order columns sorted by another field of the list row. */
const SORT_KEYS: Record<string, string> = {
  changed_on: 'changed_on_ms',
  changed_on_delta_humanized: 'changed_on_ms',
  last_run_delta_humanized: 'changed_on_ms',
  created_on: 'created_on_ms',
};

export const savedQueryListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(SAVED_QUERY_LIST_SPEC) },
  },
} as const;

type Predicate = (query: SavedQueryRecord) => boolean;

function containsText(wanted: string): Predicate {
  const needle = wanted.toLowerCase();
  return (query) =>
    [query.schema, query.label, query.description, query.sql].some((text) =>
      (text ?? '').toLowerCase().includes(needle),
    );
}

function relationPredicate(filter: ListFilter): Predicate {
  const wanted = Number(filter.value);
  const negate = filter.opr === 'nrel_o_m';
  const actualOf = (query: SavedQueryRecord): number | null => {
    if (filter.col === 'database') return query.db_id;
    if (filter.col === 'created_by') return query.created_by?.id ?? null;
    return query.changed_by?.id ?? null;
  };
  return (query) => (actualOf(query) === wanted) !== negate;
}

/** Splits the filters into Superset's own (applied here) and FAB's generic ones (applied by buildListReply). */
function splitFilters(
  filters: ListFilter[],
  favouriteIds: ReadonlySet<number>,
): { own: Predicate[]; generic: ListFilter[] } {
  const own: Predicate[] = [];
  const generic: ListFilter[] = [];
  for (const filter of filters) {
    const operators = SAVED_QUERY_LIST_SPEC.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr))
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    if (filter.opr === 'all_text') {
      // Superset's SavedQueryAllTextFilter ignores an empty value.
      if (filter.value !== undefined && filter.value !== null && filter.value !== '')
        own.push(containsText(String(filter.value)));
    } else if (filter.opr === 'saved_query_is_fav') {
      const wanted = filter.value === true || filter.value === 'true' || filter.value === 1;
      own.push((query) => favouriteIds.has(query.id) === wanted);
    } else if (filter.opr === 'rel_o_m' || filter.opr === 'nrel_o_m') {
      own.push(relationPredicate(filter));
    } else {
      generic.push(filter);
    }
  }
  return { own, generic };
}

/** The selected columns of a list row; `tags.*` selects the (always empty) tag list. */
function selectRow(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const plain = columns.filter((column) => !column.startsWith('tags.'));
  const selected = selectColumns(row, plain);
  if (plain.length !== columns.length) selected.tags = row.tags;
  return selected;
}

/** The list reply for the saved queries the caller may see. */
export function savedQueryListReply(
  visible: SavedQueryRecord[],
  args: ListArgs,
  favouriteIds: ReadonlySet<number>,
  now: Date = new Date(),
): ListReply {
  const { own, generic } = splitFilters(args.filters ?? [], favouriteIds);
  const rows = visible
    .filter((query) => own.every((matches) => matches(query)))
    .map((query) => toSavedQueryListRow(query, now));
  const requested = args.select_columns ?? args.columns;
  const reply = buildListReply(
    SAVED_QUERY_LIST_SPEC,
    rows,
    { ...args, filters: generic, select_columns: undefined, columns: undefined },
    { defaultOrder: ['changed_on_delta_humanized', 'desc'], sortKeys: SORT_KEYS },
  );
  const columns = requested ?? SAVED_QUERY_LIST_SPEC.listColumns;
  reply.result = reply.result.map((row) => selectRow(row, columns));
  if (requested && reply.list_columns) reply.list_columns = [...requested];
  if (requested && reply.label_columns) {
    const labels = reply.label_columns as Record<string, string>;
    reply.label_columns = Object.fromEntries(requested.map((column) => [column, labels[column]]));
  }
  return reply;
}
