import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  ResultsPane,
  dataPreviewLabel,
  preloadQueryResultView,
} from '../../../src/features/sqlLab/components/ResultsPane';
import { mergeTable, querySuccess, startQuery } from '../../../src/features/sqlLab/sqlLabSlice';
import { selectDataPreviewsOfEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor, makeQuery, makeResults, makeTable } from './fixtures';
import { makeStore } from './sqlLabTestStore';

// The app downloads a run's view with the first run shown; here it is there before each render.
beforeAll(() => preloadQueryResultView());

const previewRows = makeResults({
  status: 'success',
  data: [
    { customer_id: 1, segment: 'Retail' },
    { customer_id: 2, segment: 'Corporate' },
  ],
  columns: [
    { column_name: 'customer_id', type: 'INTEGER', is_dttm: false, type_generic: 0 },
    { column_name: 'segment', type: 'VARCHAR', is_dttm: false, type_generic: 1 },
  ],
  query: { rows: 2, limitingFactor: 'NOT_LIMITED' },
});

const customers = makeTable({ id: 't1', name: 'customers', schema: 'sales', queryEditorId: 'qe1' });

function renderPane(store: ReturnType<typeof makeStore>) {
  render(
    <Provider store={store}>
      <ResultsPane queryEditorId="qe1" onRerun={() => undefined} />
    </Provider>,
  );
}

describe('ResultsPane data previews', () => {
  it("shows a table's data preview in its own tab, selected when it starts, with the preview rows", () => {
    const store = makeStore({ queryEditors: [makeEditor()], tables: [], queries: {} });
    renderPane(store);
    expect(screen.queryByRole('tab', { name: /Preview/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');

    // What previewTableData does: the table points at the run, then the run starts and succeeds.
    act(() => {
      store.dispatch(mergeTable(customers, 'p1'));
      store.dispatch(
        startQuery({
          id: 'p1',
          sqlEditorId: null,
          dbId: 1,
          sql: 'SELECT * FROM sales.customers',
          tab: '',
          schema: 'sales',
          isDataPreview: true,
          runAsync: false,
        }),
      );
    });
    const tab = screen.getByRole('tab', { name: 'Preview: `sales`.`customers`' });
    expect(tab).toHaveAttribute('aria-selected', 'true');

    act(() => {
      store.dispatch(querySuccess({ id: 'p1', state: 'running' }, previewRows));
    });
    const panel = screen.getByRole('tabpanel', { name: 'Preview: `sales`.`customers`' });
    expect(within(panel).getByRole('grid')).toHaveAttribute('aria-rowcount', '3');
  });

  it("goes back to 'Results' when the tab runs a query", () => {
    const store = makeStore({
      queryEditors: [makeEditor()],
      tables: [{ ...customers, dataPreviewQueryId: 'p1' }],
      queries: {
        p1: makeQuery({ id: 'p1', sqlEditorId: null, isDataPreview: true, state: 'success', results: previewRows }),
      },
    });
    renderPane(store);
    // Previews already there when the pane opens do not take the focus.
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      screen.getByRole('tab', { name: 'Preview: `sales`.`customers`' }).click();
    });
    expect(screen.getByRole('tab', { name: 'Preview: `sales`.`customers`' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      store.dispatch(
        startQuery({
          id: 'q9',
          sqlEditorId: 'qe1',
          dbId: 1,
          sql: 'SELECT 1',
          tab: 'Untitled Query 1',
          schema: null,
          runAsync: false,
        }),
      );
    });
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a preview restored with the tab after the pane opened shows its tab without taking the focus', () => {
    const store = makeStore({ queryEditors: [makeEditor()], tables: [], queries: {} });
    renderPane(store);
    act(() => {
      // Restored from the server: the run was started in an earlier visit.
      store.dispatch(mergeTable(customers, 'p1'));
      store.dispatch(
        startQuery(
          {
            id: 'p1',
            sqlEditorId: null,
            dbId: 1,
            sql: 'SELECT * FROM sales.customers',
            tab: '',
            schema: 'sales',
            isDataPreview: true,
            runAsync: false,
          },
          Date.now() - 60_000,
        ),
      );
    });
    expect(screen.getByRole('tab', { name: 'Preview: `sales`.`customers`' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists only the previews of tables of this tab that have a run', () => {
    const store = makeStore({
      queryEditors: [makeEditor(), makeEditor({ id: 'qe2' })],
      tables: [
        { ...customers, dataPreviewQueryId: 'p1' },
        makeTable({ id: 't2', name: 'orders', schema: 'sales', queryEditorId: 'qe2', dataPreviewQueryId: 'p2' }),
        makeTable({ id: 't3', name: 'products', schema: 'sales', queryEditorId: 'qe1', dataPreviewQueryId: 'gone' }),
      ],
      queries: {
        p1: makeQuery({ id: 'p1', sqlEditorId: null, isDataPreview: true }),
        p2: makeQuery({ id: 'p2', sqlEditorId: null, isDataPreview: true }),
      },
    });
    expect(selectDataPreviewsOfEditor(store.getState(), 'qe1').map(({ table }) => table.name)).toEqual(['customers']);
    expect(selectDataPreviewsOfEditor(store.getState(), 'qe2').map(({ table }) => table.name)).toEqual(['orders']);
    expect(dataPreviewLabel('', 'users')).toBe('Preview: `users`');
  });
});
