/**
 * A left-bar table's metadata (columns, keys, select star) has one owner: the table metadata query,
 * cached by database, schema and table. The slice only says which tables a tab shows.
 */
import type { ApiRootState } from '../../api/baseApi';
import { databasesApi, type TableMetadata, type TableMetadataQuery } from '../../api/databases';
import type { SqlLabThunk } from './thunks/thunkTypes';
import type { Table } from './types';

type TableIdentity = Pick<Table, 'dbId' | 'schema' | 'name'>;

export function tableMetadataQuery({ dbId, schema, name }: TableIdentity): TableMetadataQuery {
  return { dbId, schema, table: name };
}

/** The cached entry of a table's metadata (uninitialized when nothing asked for it yet). */
function selectTableMetadataEntry(state: ApiRootState, table: TableIdentity) {
  return databasesApi.endpoints.getTableMetadata.select(tableMetadataQuery(table))(state);
}

export function selectTableMetadata(state: ApiRootState, table: TableIdentity): TableMetadata | undefined {
  return selectTableMetadataEntry(state, table).data;
}

/** Whether the table's metadata is being fetched right now. */
export function isTableMetadataLoading(state: ApiRootState, table: TableIdentity): boolean {
  return selectTableMetadataEntry(state, table).isLoading;
}

/**
 * A table's metadata from the api's cache, fetched when it is not there (a request on its way is
 * joined); undefined when the server could not give it.
 */
export function loadTableMetadata(table: TableIdentity): SqlLabThunk<Promise<TableMetadata | undefined>> {
  return async (dispatch) => {
    const result = await dispatch(
      databasesApi.endpoints.getTableMetadata.initiate(tableMetadataQuery(table), { subscribe: false }),
    );
    return result.data;
  };
}
