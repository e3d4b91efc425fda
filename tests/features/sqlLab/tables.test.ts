import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { selectTableMetadata } from '../../../src/features/sqlLab/tableMetadata';
import { selectToasts } from '../../../src/features/toasts';
import {
  addTable,
  collapseTableSchema,
  expandTableSchema,
  removeTableSchema,
} from '../../../src/features/sqlLab/thunks/tables';
import {
  COLLAPSE_TABLE_FAILED_MESSAGE,
  TABLE_METADATA_FAILED_MESSAGE,
} from '../../../src/features/sqlLab/thunks/tabMessages';
import { makeDatabase, makeEditor, makeTable } from './fixtures';
import { makeStore, recorder } from './tabsTestKit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const rec = recorder();
beforeEach(() => {
  resetClient();
  rec.calls.length = 0;
});

const METADATA = {
  name: 'orders',
  columns: [
    { name: 'id', type: 'INTEGER', keys: [{ type: 'pk', column_names: ['id'], name: 'orders_pkey' }] },
    { name: 'amount', type: 'DOUBLE' },
  ],
  selectStar: 'SELECT id, amount\nFROM sales.orders\nLIMIT 100',
  primaryKey: { type: 'pk', column_names: ['id'], name: 'orders_pkey' },
  foreignKeys: [],
  indexes: [],
};

function handlers(metadata: () => Response = () => HttpResponse.json(METADATA)) {
  return [
    rec.csrf,
    http.get('*/api/v1/database/1/table_metadata/', async ({ request }) => {
      await rec.record(request);
      return metadata();
    }),
    http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
      await rec.record(request);
      return HttpResponse.json({ status: 'success', data: [], columns: [], query: {} });
    }),
    http.all(/\/tableschemaview\//, async ({ request }) => {
      await rec.record(request);
      return HttpResponse.json({ id: 55 });
    }),
  ];
}

const editorState = (dbOverrides = {}, editorOverrides = {}) => ({
  queryEditors: [makeEditor({ id: '12', ...editorOverrides })],
  tabHistory: ['12'],
  databases: { 1: makeDatabase({ id: 1, ...dbOverrides }) },
});

describe('addTable', () => {
  it('reads the metadata into the cache, starts the data preview and stores the table on the server', async () => {
    server.use(...handlers());
    const store = makeStore(true, editorState());
    await store.dispatch(addTable('12', 'sales', 'orders'));
    const [table] = store.getState().sqlLab.tables;
    expect(table).toMatchObject({
      id: '55',
      name: 'orders',
      schema: 'sales',
      queryEditorId: '12',
      initialized: true,
    });
    expect(selectTableMetadata(store.getState(), table)?.columns.map((column) => column.name)).toEqual([
      'id',
      'amount',
    ]);
    expect(table.dataPreviewQueryId).toBeTruthy();
    const preview = store.getState().sqlLab.queries[table.dataPreviewQueryId ?? ''];
    expect(preview).toMatchObject({ isDataPreview: true, sqlEditorId: null, sql: METADATA.selectStar });
    const paths = rec.serverCalls().map((call) => `${call.method} ${call.path}`);
    expect(paths).toContain('POST /api/v1/sqllab/execute/');
    expect(paths).toContain('POST /tableschemaview/');
    const posted = rec.serverCalls().find((call) => call.path === '/tableschemaview/');
    expect(posted?.fields.table).toMatchObject({
      queryEditorId: '12',
      dbId: 1,
      schema: 'sales',
      name: 'orders',
      selectStar: METADATA.selectStar,
      dataPreviewQueryId: table.dataPreviewQueryId,
    });
  });

  it('adding the same table again keeps one entry', async () => {
    server.use(...handlers());
    const store = makeStore(false, editorState());
    await store.dispatch(addTable('12', 'sales', 'orders'));
    await store.dispatch(addTable('12', 'sales', 'orders'));
    expect(store.getState().sqlLab.tables).toHaveLength(1);
    const metadataCalls = rec.serverCalls().filter((call) => call.path === '/api/v1/database/1/table_metadata/');
    expect(metadataCalls).toHaveLength(1);
  });

  it('runs no preview when the database disables it, and stays local with persistence off', async () => {
    server.use(...handlers());
    const store = makeStore(false, editorState({ disable_data_preview: true }));
    await store.dispatch(addTable('12', 'sales', 'orders'));
    expect(rec.serverCalls().map((call) => call.path)).toEqual(['/api/v1/database/1/table_metadata/']);
    expect(store.getState().sqlLab.tables[0]).toMatchObject({ dataPreviewQueryId: null, initialized: false });
  });

  it('falls back to the older table route when /table_metadata/ is missing', async () => {
    server.use(
      ...handlers(() => new HttpResponse(null, { status: 404 })),
      http.get('*/api/v1/database/1/table/orders/sales/', () => HttpResponse.json(METADATA)),
    );
    const store = makeStore(false, editorState({ disable_data_preview: true }));
    await store.dispatch(addTable('12', 'sales', 'orders'));
    expect(selectTableMetadata(store.getState(), store.getState().sqlLab.tables[0])?.columns).toHaveLength(2);
  });

  it('toasts when the metadata cannot be fetched', async () => {
    server.use(...handlers(() => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const store = makeStore(false, editorState());
    await store.dispatch(addTable('12', 'sales', 'orders'));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([TABLE_METADATA_FAILED_MESSAGE]);
    expect(store.getState().sqlLab.tables[0]).toMatchObject({ name: 'orders', dataPreviewQueryId: null });
  });
});

describe('expand, collapse and remove', () => {
  it('syncs the expanded state only for tables stored on the server', async () => {
    server.use(...handlers());
    const store = makeStore(true, {
      ...editorState(),
      tables: [
        makeTable({ id: '55', queryEditorId: '12', initialized: true }),
        makeTable({ id: 'local', queryEditorId: '12', name: 'other' }),
      ],
    });
    await store.dispatch(collapseTableSchema('55'));
    await store.dispatch(collapseTableSchema('local'));
    await store.dispatch(expandTableSchema('55'));
    expect(rec.serverCalls().map((call) => [call.path, call.fields.expanded])).toEqual([
      ['/tableschemaview/55/expanded', false],
      ['/tableschemaview/55/expanded', true],
    ]);
    expect(store.getState().sqlLab.tables.map((table) => table.expanded)).toEqual([true, false]);
  });

  it('toasts and keeps the state when collapsing fails', async () => {
    server.use(
      rec.csrf,
      http.post('*/tableschemaview/55/expanded', () => new HttpResponse(null, { status: 500 })),
    );
    const store = makeStore(true, {
      ...editorState(),
      tables: [makeTable({ id: '55', queryEditorId: '12', initialized: true })],
    });
    await store.dispatch(collapseTableSchema('55'));
    expect(selectToasts(store.getState()).map((toast) => toast.text)).toEqual([COLLAPSE_TABLE_FAILED_MESSAGE]);
    expect(store.getState().sqlLab.tables[0].expanded).toBe(true);
  });

  it('deletes on the server only tables stored there', async () => {
    server.use(...handlers());
    const store = makeStore(true, {
      ...editorState(),
      tables: [
        makeTable({ id: '55', queryEditorId: '12', initialized: true }),
        makeTable({ id: 'local', queryEditorId: '12', name: 'other' }),
      ],
    });
    await store.dispatch(removeTableSchema('55'));
    await store.dispatch(removeTableSchema('local'));
    expect(rec.serverCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /tableschemaview/55']);
    expect(store.getState().sqlLab.tables).toEqual([]);
  });
});
