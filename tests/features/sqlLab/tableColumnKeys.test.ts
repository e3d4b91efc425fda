// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysOfColumn } from '../../../src/features/sqlLab/components/tableColumnKeys';
import type { TableColumn, TableKey, TableMetadataFields } from '../../../src/features/sqlLab/types';

const column = { name: 'id', type: 'INTEGER' } as TableColumn;
const primaryKey = { type: 'pk', column_names: ['id'], name: 'orders_pk' } as TableKey;

describe('keysOfColumn', () => {
  it("finds the column in the table's primary key, foreign keys and indexes", () => {
    const index = { type: 'index', column_names: ['id', 'status'], name: 'orders_idx' } as TableKey;
    expect(keysOfColumn(column, { primaryKey, foreignKeys: [], indexes: [index] })).toEqual([primaryKey, index]);
  });

  it('reads the key shapes Superset sends for engines that reflect no keys, without failing', () => {
    // Superset with duckdb_engine: a primary key with no columns, and no lists.
    const sent = { primaryKey: { constrained_columns: null, name: null }, foreignKeys: undefined, indexes: null };
    expect(
      keysOfColumn(column, sent as unknown as Pick<TableMetadataFields, 'primaryKey' | 'foreignKeys' | 'indexes'>),
    ).toEqual([]);
  });
});
