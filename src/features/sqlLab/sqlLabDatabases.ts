/**
 * SQL Lab's databases live in one place: the api cache's entry for the databases exposed in SQL Lab,
 * which the database picker also reads. The bootstrap fills it; these read it by id.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { ApiRootState } from '../../api/baseApi';
import { databasesApi, SQLLAB_DATABASES_QUERY, toDatabaseListItem, type DatabaseListItem } from '../../api/databases';
import type { DatabaseInfo } from './types';

const selectSqlLabDatabaseList = databasesApi.endpoints.getDatabases.select(SQLLAB_DATABASES_QUERY);

/** The databases exposed in SQL Lab by id; empty until the bootstrap (or the picker's fetch) filled the entry. */
export const selectSqlLabDatabases = createSelector(
  [(state: ApiRootState) => selectSqlLabDatabaseList(state).data],
  (list): Record<number, DatabaseListItem> =>
    Object.fromEntries((list?.result ?? []).map((database) => [database.id, database])),
);

export const selectSqlLabDatabase = (state: ApiRootState, dbId: number): DatabaseListItem | undefined =>
  selectSqlLabDatabases(state)[dbId];

/** Puts the bootstrap's databases into the cache entry (synchronously), so nothing fetches them again. */
export function upsertSqlLabDatabases(databases: DatabaseInfo[]) {
  const result = databases.map(toDatabaseListItem);
  return databasesApi.util.upsertQueryEntries([
    { endpointName: 'getDatabases', arg: SQLLAB_DATABASES_QUERY, value: { count: result.length, result } },
  ]);
}
