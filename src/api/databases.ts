/**
 * Database list and detail, and the metadata SQL Lab's left bar reads (schemas, tables, table
 * metadata, select star) from `/api/v1/database/`, as RTK Query endpoints.
 */
import { api, clientBaseQuery } from './baseApi';
import type { TableMetadataFields } from './sqlLabTypes';

type DatabaseExtra = Record<string, unknown>;

interface DatabaseUserRef {
  first_name?: string;
  last_name?: string;
}

/** One database from the list, with `extra` parsed from the JSON string the server sends. */
export interface DatabaseListItem {
  id: number;
  uuid?: string;
  database_name: string;
  backend?: string;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allows_cost_estimate: boolean;
  allows_subquery: boolean;
  allows_virtual_table_explore: boolean;
  expose_in_sqllab: boolean;
  allow_multi_catalog: boolean;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  force_ctas_schema: string | null;
  explore_database_id?: number;
  extra: DatabaseExtra;
  engine_information?: Record<string, unknown>;
  changed_on?: string;
  changed_on_delta_humanized?: string;
  changed_by?: DatabaseUserRef | null;
  created_by?: DatabaseUserRef | null;
}

/** One rison filter of Flask-AppBuilder's list API, e.g. {col: 'expose_in_sqllab', opr: 'eq', value: true}. */
export interface ListFilter {
  col: string;
  opr: string;
  value: string | number | boolean | null | (string | number)[];
}

interface DatabaseListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  /** -1 means no page limit (the default here, as SQL Lab's database picker asks). */
  page_size?: number;
}

// Named in exported inferred types (declaration emit needs it exported).
// ts-unused-exports:disable-next-line
export interface DatabaseList {
  count: number;
  result: DatabaseListItem[];
}

type RawDatabase = Omit<Partial<DatabaseListItem>, 'extra'> & { id: number; extra?: unknown };

interface RawDatabaseList {
  count?: number;
  result?: RawDatabase[];
}

/** `extra` arrives as a JSON string; anything unparsable or not an object becomes {}. */
export function parseDatabaseExtra(extra: unknown): DatabaseExtra {
  let value: unknown = extra;
  if (typeof extra === 'string') {
    try {
      value = JSON.parse(extra);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DatabaseExtra) : {};
}

export function toDatabaseListItem(raw: RawDatabase): DatabaseListItem {
  return {
    ...raw,
    database_name: raw.database_name ?? '',
    allow_run_async: raw.allow_run_async ?? false,
    allow_ctas: raw.allow_ctas ?? false,
    allow_cvas: raw.allow_cvas ?? false,
    allow_dml: raw.allow_dml ?? false,
    allow_file_upload: raw.allow_file_upload ?? false,
    allows_cost_estimate: raw.allows_cost_estimate ?? false,
    allows_subquery: raw.allows_subquery ?? false,
    allows_virtual_table_explore: raw.allows_virtual_table_explore ?? false,
    expose_in_sqllab: raw.expose_in_sqllab ?? false,
    allow_multi_catalog: raw.allow_multi_catalog ?? false,
    disable_data_preview: raw.disable_data_preview ?? false,
    disable_drill_to_detail: raw.disable_drill_to_detail ?? false,
    force_ctas_schema: raw.force_ctas_schema ?? null,
    extra: parseDatabaseExtra(raw.extra),
  };
}

export const DEFAULT_DATABASE_LIST_QUERY: Required<Omit<DatabaseListQuery, 'filters'>> = {
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: -1,
};

/** The list SQL Lab's picker and workflows read: databases exposed in SQL Lab. One cache entry. */
export const SQLLAB_DATABASES_QUERY: DatabaseListQuery = {
  filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
};

interface SchemasQuery {
  dbId: number;
  /** Ask the server to refresh its cached list. */
  force?: boolean;
}

interface TablesQuery {
  dbId: number;
  schema: string;
  force?: boolean;
}

/** One entry of a schema's table list. */
export interface TableListItem {
  value: string;
  type: 'table' | 'view' | 'materialized_view' | string;
  extra?: Record<string, unknown> | null;
}

interface TableList {
  count: number;
  result: TableListItem[];
}

export interface TableMetadataQuery {
  dbId: number;
  schema: string;
  table: string;
}

/** A table's columns, keys and indexes as the server describes them (reference §7.1). */
export interface TableMetadata extends TableMetadataFields {
  name: string;
  comment?: string | null;
}

type RawTableMetadata = Partial<TableMetadata> & { name?: string };

function toTableMetadata(raw: RawTableMetadata, table: string): TableMetadata {
  return {
    name: raw.name ?? table,
    columns: raw.columns ?? [],
    selectStar: raw.selectStar ?? null,
    primaryKey: raw.primaryKey ?? null,
    foreignKeys: raw.foreignKeys ?? [],
    indexes: raw.indexes ?? [],
    comment: raw.comment ?? null,
  };
}

const enc = encodeURIComponent;

export const databasesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getDatabases: builder.query<DatabaseList, DatabaseListQuery | void>({
      query: (query) => ({
        endpoint: '/api/v1/database/',
        rison: { ...DEFAULT_DATABASE_LIST_QUERY, ...(query ?? {}) },
      }),
      transformResponse: (raw: RawDatabaseList): DatabaseList => {
        const result = (raw.result ?? []).map(toDatabaseListItem);
        return { count: raw.count ?? result.length, result };
      },
      providesTags: (list) => [
        { type: 'Database' as const, id: 'LIST' },
        ...(list?.result ?? []).map(({ id }) => ({ type: 'Database' as const, id })),
      ],
    }),
    getDatabase: builder.query<DatabaseListItem, number>({
      query: (id) => ({ endpoint: `/api/v1/database/${id}` }),
      transformResponse: (raw: { id?: number; result: RawDatabase }, _meta, id): DatabaseListItem =>
        toDatabaseListItem({ ...raw.result, id: raw.result.id ?? raw.id ?? id }),
      providesTags: (_database, _error, id) => [{ type: 'Database' as const, id }],
    }),
    getSchemas: builder.query<string[], SchemasQuery>({
      query: ({ dbId, force = false }) => ({
        endpoint: `/api/v1/database/${dbId}/schemas/`,
        rison: { force },
      }),
      transformResponse: (raw: { result?: string[] }) => raw.result ?? [],
      providesTags: (_schemas, _error, { dbId }) => [{ type: 'Schema' as const, id: dbId }],
    }),
    getTables: builder.query<TableList, TablesQuery>({
      query: ({ dbId, schema, force = false }) => ({
        endpoint: `/api/v1/database/${dbId}/tables/`,
        // The server URL-decodes schema_name (reference §7.1).
        rison: { force, schema_name: enc(schema) },
      }),
      transformResponse: (raw: { count?: number; result?: TableListItem[] }): TableList => {
        const result = raw.result ?? [];
        return { count: raw.count ?? result.length, result };
      },
      providesTags: (_tables, _error, { dbId, schema }) => [{ type: 'Table' as const, id: `${dbId}/${schema}` }],
    }),
    /** 4.1+ `/table_metadata/`; a server without that route (404) is asked the older `/table/<t>/<s>/`. */
    getTableMetadata: builder.query<TableMetadata, TableMetadataQuery>({
      async queryFn({ dbId, schema, table }, baseQueryApi, extraOptions) {
        const current = await clientBaseQuery(
          { endpoint: `/api/v1/database/${dbId}/table_metadata/`, searchParams: { name: table, schema } },
          baseQueryApi,
          extraOptions,
        );
        if (!current.error) return { data: toTableMetadata(current.data as RawTableMetadata, table) };
        if (current.error.status !== 404) return { error: current.error };
        const legacy = await clientBaseQuery(
          { endpoint: `/api/v1/database/${dbId}/table/${enc(table)}/${enc(schema)}/` },
          baseQueryApi,
          extraOptions,
        );
        if (legacy.error) return { error: legacy.error.status === 404 ? current.error : legacy.error };
        return { data: toTableMetadata(legacy.data as RawTableMetadata, table) };
      },
      providesTags: (_metadata, _error, { dbId, schema, table }) => [
        { type: 'Table', id: `${dbId}/${schema}/${table}` },
      ],
    }),
    /**
     * Engine-specific extras of a table (partitions, metadata, clustering; `{}` when the engine has
     * none): 4.1+ `/table_metadata/extra/`, else the older `/table_extra/<t>/<s>/`.
     */
    getTableExtraMetadata: builder.query<Record<string, unknown>, TableMetadataQuery>({
      async queryFn({ dbId, schema, table }, baseQueryApi, extraOptions) {
        const current = await clientBaseQuery(
          { endpoint: `/api/v1/database/${dbId}/table_metadata/extra/`, searchParams: { name: table, schema } },
          baseQueryApi,
          extraOptions,
        );
        const reply =
          current.error?.status === 404
            ? await clientBaseQuery(
                { endpoint: `/api/v1/database/${dbId}/table_extra/${enc(table)}/${enc(schema)}/` },
                baseQueryApi,
                extraOptions,
              )
            : current;
        if (reply.error) return { error: reply.error };
        const extra = reply.data;
        return { data: typeof extra === 'object' && extra !== null ? (extra as Record<string, unknown>) : {} };
      },
      providesTags: (_extra, _error, { dbId, schema, table }) => [{ type: 'Table', id: `${dbId}/${schema}/${table}` }],
    }),
    getSelectStar: builder.query<string, TableMetadataQuery>({
      query: ({ dbId, schema, table }) => ({
        endpoint: `/api/v1/database/${dbId}/select_star/${enc(table)}/${enc(schema)}/`,
      }),
      transformResponse: (raw: { result?: string }) => raw.result ?? '',
    }),
  }),
});

export const {
  useGetDatabasesQuery,
  useGetSchemasQuery,
  useGetTablesQuery,
  useGetTableMetadataQuery,
  useGetTableExtraMetadataQuery,
} = databasesApi;
