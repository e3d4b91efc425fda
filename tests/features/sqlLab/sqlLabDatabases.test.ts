// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/app/store';
import {
  selectSqlLabDatabase,
  selectSqlLabDatabases,
  upsertSqlLabDatabases,
} from '../../../src/features/sqlLab/sqlLabDatabases';
import { databasesApi, SQLLAB_DATABASES_QUERY } from '../../../src/api/databases';
import { makeDatabase } from './fixtures';

describe('SQL Lab databases in the api cache', () => {
  it('is empty until the list is loaded', () => {
    expect(selectSqlLabDatabases(createAppStore().getState())).toEqual({});
  });

  it('puts the bootstrap databases into the picker list entry, read by id', () => {
    const store = createAppStore();
    store.dispatch(
      upsertSqlLabDatabases([makeDatabase({ id: 1 }), makeDatabase({ id: 2, database_name: 'warehouse' })]),
    );
    const entry = databasesApi.endpoints.getDatabases.select(SQLLAB_DATABASES_QUERY)(store.getState());
    expect(entry.isSuccess).toBe(true);
    expect(entry.data?.result.map((database) => database.database_name)).toEqual(['examples', 'warehouse']);
    expect(selectSqlLabDatabase(store.getState(), 2)).toMatchObject({ database_name: 'warehouse', extra: {} });
    expect(selectSqlLabDatabase(store.getState(), 3)).toBeUndefined();
    expect(selectSqlLabDatabases(store.getState())).toBe(selectSqlLabDatabases(store.getState()));
  });

  it('replaces the list when loaded again', () => {
    const store = createAppStore();
    store.dispatch(upsertSqlLabDatabases([makeDatabase({ id: 1 }), makeDatabase({ id: 2 })]));
    store.dispatch(upsertSqlLabDatabases([makeDatabase({ id: 1, database_name: 'renamed' })]));
    expect(Object.keys(selectSqlLabDatabases(store.getState()))).toEqual(['1']);
    expect(selectSqlLabDatabase(store.getState(), 1)?.database_name).toBe('renamed');
  });
});
