/**
 * GET /api/v1/dataset/ as FAB lists it (DatasetRestApi): search filters (text filters on names and
 * SQL, `rel_o_m` on database/creator/editor, `rel_m_m` on owners, Superset's
 * `dataset_is_null_or_empty` on sql and `dataset_is_certified` on id), ordering, paging, and a
 * column selection that reaches into lists (`owners.id` → `owners: [{id}]`).
 */
import { HttpError } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { DatasetSummary } from '../../store/datasets';
import {
  buildListReply,
  columnLabel,
  listArgsSchema,
  type ListArgs,
  type ListFilter,
  type ListReply,
  type ListSpec,
} from '../../http/listQuery';
import { certificationOf } from '../../services/datasource/datasourcePayload';
import { datasetListItem, type UserDirectory } from './datasetSerializers';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const RELATION = ['rel_o_m', 'nrel_o_m'] as const;
const MANY_RELATION = ['rel_m_m', 'nrel_m_m'] as const;

export const DATASET_LIST_SPEC: ListSpec = {
  listColumns: [
    'id',
    'uuid',
    'catalog',
    'database.id',
    'database.database_name',
    'changed_by_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'default_endpoint',
    'description',
    'datasource_type',
    'explore_url',
    'extra',
    'kind',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'schema',
    'sql',
    'table_name',
  ],
  orderColumns: [
    'table_name',
    'schema',
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'database.database_name',
  ],
  filterOperators: {
    id: ['eq', 'neq', 'dataset_is_certified'],
    database: RELATION,
    owners: MANY_RELATION,
    created_by: RELATION,
    changed_by: RELATION,
    catalog: TEXT,
    schema: TEXT,
    sql: [...TEXT, 'dataset_is_null_or_empty'],
    table_name: TEXT,
  },
  listTitle: 'List Sqla Table',
};

export const datasetListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(DATASET_LIST_SPEC) },
  },
} as const;

function pickPath(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => pickPath(item, path));
  if (typeof value !== 'object' || value === null) return null;
  const [key, ...rest] = path;
  return { [key]: pickPath((value as Record<string, unknown>)[key] ?? null, rest) };
}

function mergePicked(target: unknown, addition: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(addition))
    return addition.map((item, index) => mergePicked(target[index], item));
  if (
    typeof target === 'object' &&
    target !== null &&
    typeof addition === 'object' &&
    addition !== null &&
    !Array.isArray(addition)
  ) {
    const merged: Record<string, unknown> = { ...(target as Record<string, unknown>) };
    for (const [key, value] of Object.entries(addition))
      merged[key] = key in merged ? mergePicked(merged[key], value) : value;
    return merged;
  }
  return addition;
}

/** The selected fields of a serialized row; a dotted path selects inside objects and in every item of a list. */
export function selectFields(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  let selected: unknown = {};
  for (const column of columns) selected = mergePicked(selected, pickPath(row, column.split('.')));
  return selected as Record<string, unknown>;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

type Predicate = (dataset: DatasetSummary) => boolean;

function relationPredicate(filter: ListFilter): Predicate {
  const wanted = Number(filter.value);
  const negate = filter.opr.startsWith('n');
  const actual = (dataset: DatasetSummary): number[] => {
    if (filter.col === 'database') return [dataset.database_id];
    if (filter.col === 'owners') return dataset.owner_ids;
    const fk = filter.col === 'created_by' ? dataset.created_by_fk : dataset.changed_by_fk;
    return fk === null ? [] : [fk];
  };
  return (dataset) => actual(dataset).includes(wanted) !== negate;
}

/** Superset's DatasetIsNullOrEmptyFilter: true → physical datasets (no SQL), false → virtual ones. */
function sqlIsNullOrEmptyPredicate(filter: ListFilter): Predicate {
  const wantEmpty = truthy(filter.value);
  return (dataset) => !dataset.sql === wantEmpty;
}

/** Superset's DatasetCertifiedFilter: certification set in the dataset's `extra`. */
function certifiedPredicate(filter: ListFilter): Predicate {
  const wantCertified = truthy(filter.value);
  return (dataset) => certificationOf(dataset.extra).is_certified === wantCertified;
}

function splitFilters(filters: readonly ListFilter[]): { own: Predicate[]; generic: ListFilter[] } {
  const own: Predicate[] = [];
  const generic: ListFilter[] = [];
  for (const filter of filters) {
    const operators = DATASET_LIST_SPEC.filterOperators[filter.col];
    if (!operators) throw new HttpError(400, `Filter column: ${filter.col} not allowed to filter`);
    if (!operators.includes(filter.opr))
      throw new HttpError(400, `Filter operation: ${filter.opr} not allowed on column: ${filter.col}`);
    if (filter.opr === 'dataset_is_null_or_empty') own.push(sqlIsNullOrEmptyPredicate(filter));
    else if (filter.opr === 'dataset_is_certified') own.push(certifiedPredicate(filter));
    else if (filter.opr.includes('rel_')) own.push(relationPredicate(filter));
    else generic.push(filter);
  }
  return { own, generic };
}

export interface VisibleDataset {
  dataset: DatasetSummary;
  database: DatabaseRecord;
}

/** The list reply over the datasets the caller may see. */
export function datasetListReply(
  visible: readonly VisibleDataset[],
  users: UserDirectory,
  args: ListArgs,
  now: Date = new Date(),
): ListReply {
  const { own, generic } = splitFilters(args.filters ?? []);
  const rows = visible
    .filter(({ dataset }) => own.every((matches) => matches(dataset)))
    .map(({ dataset, database }) => datasetListItem(dataset, database, users, now));
  const selected = args.select_columns ?? args.columns;
  const reply = buildListReply(
    DATASET_LIST_SPEC,
    rows,
    { ...args, filters: generic, columns: undefined, select_columns: undefined },
    {
      defaultOrder: ['changed_on_delta_humanized', 'desc'],
      sortKeys: { changed_on_delta_humanized: 'changed_on_utc' },
    },
  );
  if (!selected) return reply;
  reply.result = reply.result.map((row) => selectFields(row, selected));
  if (reply.list_columns) reply.list_columns = [...selected];
  if (reply.label_columns)
    reply.label_columns = Object.fromEntries(selected.map((column) => [column, columnLabel(column)]));
  // FAB lists the order columns among the columns asked for.
  if (Array.isArray(reply.order_columns))
    reply.order_columns = reply.order_columns.filter((column: string) => selected.includes(column));
  return reply;
}
