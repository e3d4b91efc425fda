// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changeDataPreviewId,
  collapseTable,
  expandTable,
  mergeTable,
  migrateTableSuccess,
  removeDataPreview,
  removeTables,
} from '../../../src/features/sqlLab/sqlLabSlice';
import { makeQuery, makeState, makeTable, reduce } from './fixtures';

const identity = { dbId: 1, queryEditorId: 'qe1', schema: 'public', name: 'users' };

describe('mergeTable', () => {
  it('adds a new table, expanded, with no data preview unless one is given', () => {
    const state = reduce(makeState(), mergeTable({ ...identity, id: 't1', dataPreviewQueryId: 'ignored' }));
    expect(state.tables).toEqual([
      expect.objectContaining({ ...identity, id: 't1', expanded: true, dataPreviewQueryId: null, initialized: false }),
    ]);
    const withPreview = reduce(makeState(), mergeTable({ ...identity, id: 't1' }, 'preview'));
    expect(withPreview.tables[0].dataPreviewQueryId).toBe('preview');
  });

  it('gives a table without id a generated one', () => {
    expect(mergeTable(identity).payload.table.id).toEqual(expect.any(String));
  });

  it('updates the table with the same database, editor, schema and name instead of duplicating it', () => {
    const state = reduce(
      makeState({ tables: [makeTable({ id: 't1', initialized: true })] }),
      mergeTable({ ...identity, id: 'other', expanded: false }, 'preview'),
    );
    expect(state.tables).toHaveLength(1);
    expect(state.tables[0]).toMatchObject({ id: 't1', expanded: false, dataPreviewQueryId: 'preview' });
  });

  it.each([
    ['database', { dbId: 2 }],
    ['editor', { queryEditorId: 'qe2' }],
    ['schema', { schema: 'sales' }],
    ['name', { name: 'orders' }],
  ])('keeps tables of another %s apart', (_label, difference) => {
    const state = reduce(makeState({ tables: [makeTable()] }), mergeTable({ ...identity, ...difference, id: 't2' }));
    expect(state.tables.map((table) => table.id)).toEqual(['t1', 't2']);
  });

  it('lets a table not yet stored on the server take the new id', () => {
    const state = reduce(makeState({ tables: [makeTable({ id: 't1' })] }), mergeTable({ ...identity, id: 't9' }));
    expect(state.tables.map((table) => table.id)).toEqual(['t9']);
  });
});

describe('table flags', () => {
  const withTables = () =>
    makeState({ tables: [makeTable({ id: 't1', expanded: false }), makeTable({ id: 't2', name: 'b' })] });

  it('expands and collapses a table', () => {
    expect(reduce(withTables(), expandTable('t1')).tables[0].expanded).toBe(true);
    expect(reduce(withTables(), collapseTable('t2')).tables[1].expanded).toBe(false);
  });

  it('removes tables by id', () => {
    expect(reduce(withTables(), removeTables(['t1'])).tables.map((table) => table.id)).toEqual(['t2']);
  });

  it('keeps only which table is shown and how: its metadata is not part of the slice', () => {
    const state = reduce(makeState(), mergeTable({ ...identity, id: 't1' }));
    expect(Object.keys(state.tables[0]).sort()).toEqual(
      [
        'dataPreviewQueryId',
        'dbId',
        'expanded',
        'id',
        'initialized',
        'name',
        'persistData',
        'queryEditorId',
        'schema',
      ].sort(),
    );
  });

  it('marks a table stored on the server under its server id', () => {
    const state = reduce(withTables(), migrateTableSuccess({ localId: 't1', serverId: '55' }));
    expect(state.tables[0]).toMatchObject({ id: '55', initialized: true });
  });
});

describe('data previews', () => {
  const previewing = () =>
    makeState({
      tables: [makeTable({ dataPreviewQueryId: 'p1' })],
      queries: { p1: makeQuery({ id: 'p1', sqlEditorId: null, isDataPreview: true }) },
    });

  it('removes a data preview run and detaches it from its table', () => {
    const state = reduce(previewing(), removeDataPreview('t1'));
    expect(state.queries).toEqual({});
    expect(state.tables[0].dataPreviewQueryId).toBeNull();
  });

  it('points tables at the new preview run and drops the old one', () => {
    const state = reduce(previewing(), changeDataPreviewId({ oldQueryId: 'p1', newQueryId: 'p2' }));
    expect(state.queries).toEqual({});
    expect(state.tables[0].dataPreviewQueryId).toBe('p2');
  });
});
