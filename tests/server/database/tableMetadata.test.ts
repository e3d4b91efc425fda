import { describe, expect, it } from 'vitest';
import {
  qualifiedTableName,
  quoteIdentifierIfNeeded,
  selectStarSql,
  tableMetadata,
} from '../../../server/services/database/tableMetadata';

describe('select star', () => {
  it('quotes only identifiers that need it', () => {
    expect(quoteIdentifierIfNeeded('orders')).toBe('orders');
    expect(quoteIdentifierIfNeeded('order')).toBe('"order"');
    expect(quoteIdentifierIfNeeded('Revenue')).toBe('"Revenue"');
    expect(quoteIdentifierIfNeeded('my table')).toBe('"my table"');
    expect(quoteIdentifierIfNeeded('1st')).toBe('"1st"');
    expect(quoteIdentifierIfNeeded('say "hi"')).toBe('"say ""hi"""');
    expect(qualifiedTableName('Sales', 'select')).toBe('"Sales"."select"');
  });

  it('lays out one column per line', () => {
    // sqlglot's layout, as Superset 6.1's select_star formats it.
    expect(selectStarSql('s', 't', ['a', 'group'])).toBe('SELECT\n  a,\n  "group"\nFROM s.t\nLIMIT 100');
    expect(selectStarSql('s', 't', [])).toBe('SELECT\n  *\nFROM s.t\nLIMIT 100');
  });
});

describe('tableMetadata', () => {
  it('maps foreign keys and keeps parameterised types as the long type', () => {
    const metadata = tableMetadata({
      name: 'orders',
      schema: 'sales',
      columns: [
        { name: 'id', type: 'INTEGER', nullable: false, comment: null, default: null },
        { name: 'customer_id', type: 'INTEGER', nullable: true, comment: null, default: null },
        { name: 'amount', type: 'DECIMAL(10,2)', nullable: true, comment: 'EUR', default: null },
      ],
      primaryKey: { type: 'pk', name: 'orders_pkey', column_names: ['id'] },
      foreignKeys: [
        {
          type: 'fk',
          name: 'orders_customer_fk',
          column_names: ['customer_id'],
          referred_table: 'customers',
          referred_columns: ['customer_id'],
          referred_schema: 'sales',
        },
      ],
      indexes: [],
      comment: null,
    });
    const fk = {
      column_names: ['customer_id'],
      name: 'orders_customer_fk',
      referred_schema: 'sales',
      referred_table: 'customers',
      referred_columns: ['customer_id'],
      options: {},
      type: 'fk',
    };
    expect(metadata.foreignKeys).toEqual([fk]);
    expect(metadata.columns[1].keys).toEqual([fk]);
    expect(metadata.columns[2]).toEqual({
      name: 'amount',
      type: 'DECIMAL',
      longType: 'DECIMAL(10,2)',
      keys: [],
      comment: 'EUR',
    });
    expect(metadata.indexes.map((key) => key.type)).toEqual(['pk', 'fk']);
  });
});
