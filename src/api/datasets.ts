/**
 * Datasets as SQL Lab uses them (reference superset-api-sqllab §7.2, spec sql-editor §7): a virtual
 * dataset from a query, overwriting one with a new query, get-or-create for a CTAS table, and the
 * few fields of a dataset that open it in SQL Lab.
 */
import { api } from './baseApi';
import { request } from './client';
import type { ListFilter } from './databases';

/** A result column as a dataset column (the fields the dataset schemas accept). */
export interface DatasetColumnInput {
  column_name: string;
  type: string | null;
  is_dttm: boolean;
}

/** POST /api/v1/dataset/ body, the SQL editor's variant (spec §3 "Dataset creation"). */
export interface VirtualDatasetBody {
  database: number;
  schema: string | null;
  sql: string;
  table_name: string;
  is_managed_externally: false;
  external_url: null;
  template_params?: string | null;
  columns?: DatasetColumnInput[];
}

/** POST /api/v1/dataset/ → 201 `{id, result}`. */
export async function createDataset(body: VirtualDatasetBody): Promise<{ id: number }> {
  const { json } = await request<{ id: number }>({ method: 'POST', endpoint: '/api/v1/dataset/', jsonPayload: body });
  return { id: json.id };
}

interface DatasetOverwriteBody {
  database_id: number;
  sql: string;
  columns: DatasetColumnInput[];
  owners?: number[];
}

/** PUT /api/v1/dataset/<id>?override_columns=true: the dataset takes the new SQL and columns. */
export async function overwriteDataset(id: number, body: DatasetOverwriteBody): Promise<void> {
  await request({
    method: 'PUT',
    endpoint: `/api/v1/dataset/${id}`,
    searchParams: { override_columns: true },
    jsonPayload: body,
  });
}

interface GetOrCreateDatasetBody {
  table_name: string;
  database_id: number;
  schema?: string | null;
  template_params?: string | null;
}

/** POST /api/v1/dataset/get_or_create/ → `{result: {table_id}}`: the dataset of a (CTAS) table. */
export async function getOrCreateDataset(body: GetOrCreateDatasetBody): Promise<number> {
  const { json } = await request<{ result: { table_id: number } }>({
    method: 'POST',
    endpoint: '/api/v1/dataset/get_or_create/',
    jsonPayload: body,
  });
  return json.result.table_id;
}

/** The fields SQL Lab reads to open a dataset in a tab. */
interface DatasetForSqlLab {
  name: string;
  schema: string | null;
  database: { id: number };
  select_star: string | null;
}

export const SQL_LAB_DATASET_COLUMNS = ['name', 'schema', 'database.id', 'select_star'] as const;

/** GET /api/v1/dataset/<id>?q=(keys:!(none),columns:!(name,schema,database.id,select_star)). */
export async function getDatasetForSqlLab(id: number | string): Promise<DatasetForSqlLab> {
  const { json } = await request<{ result: DatasetForSqlLab }>({
    endpoint: `/api/v1/dataset/${encodeURIComponent(String(id))}`,
    rison: { keys: ['none'], columns: [...SQL_LAB_DATASET_COLUMNS] },
  });
  return json.result;
}

/** A dataset the user may overwrite. */
export interface DatasetChoice {
  id: number;
  table_name: string;
  schema?: string | null;
  owners?: { id: number }[];
}

const DATASET_CHOICES_PAGE_SIZE = 25;

/**
 * The rison `q` of a dataset search, newest first: names containing `search`; `schema.name` (as
 * the choices are shown) searches that schema.
 */
export function datasetSearchRison(search: string, pageSize = DATASET_CHOICES_PAGE_SIZE) {
  const text = search.trim();
  const dot = text.indexOf('.');
  const filters: ListFilter[] =
    dot > 0
      ? [
          { col: 'schema', opr: 'eq', value: text.slice(0, dot) },
          ...(text.slice(dot + 1) ? [{ col: 'table_name', opr: 'ct', value: text.slice(dot + 1) }] : []),
        ]
      : text
        ? [{ col: 'table_name', opr: 'ct', value: text.replace(/^\./, '') }]
        : [];
  return {
    columns: ['id', 'table_name', 'schema', 'owners.id'],
    ...(filters.length > 0 ? { filters } : {}),
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: pageSize,
  };
}

const datasetsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Datasets to overwrite from SQL Lab, by name. */
    searchDatasets: builder.query<DatasetChoice[], string>({
      query: (search) => ({ endpoint: '/api/v1/dataset/', rison: datasetSearchRison(search) }),
      transformResponse: (raw: { result?: DatasetChoice[] } | null) => raw?.result ?? [],
      providesTags: [{ type: 'Dataset' as const, id: 'LIST' }],
    }),
  }),
});

export const { useSearchDatasetsQuery } = datasetsApi;

/** Where Explore opens a dataset. */
export function exploreDatasetUrl(id: number): string {
  return `/explore/?datasource_type=table&datasource_id=${id}`;
}

/** A dataset choice as pickers show it: `schema.table_name` (the search understands that form). */
export function datasetChoiceLabel(dataset: Pick<DatasetChoice, 'schema' | 'table_name'>): string {
  return dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
}
