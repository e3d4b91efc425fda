import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { FRONTEND_TIMEOUT_ERROR, SESSION_TIMED_OUT_MESSAGE } from '../../../src/api/errors';
import { ResultsPane, preloadQueryResultView } from '../../../src/features/sqlLab/components/ResultsPane';
import { RETRY_FETCHING_RESULTS } from '../../../src/features/sqlLab/components/QueryResultView';
import {
  CSV_CONFIRM_TITLE,
  csvNavigation,
  csvNeedsConfirmation,
} from '../../../src/features/sqlLab/components/DownloadCsvButton';
import { failedForSessionTimeout } from '../../../src/features/sqlLab/thunks/reRunQuery';
import type { Query } from '../../../src/features/sqlLab/types';
import { makeEditor, makeQuery, makeResults, makeTable } from './fixtures';
import { makeStore } from './sqlLabTestStore';

// The app downloads a run's view with the first run shown; here it is there before each render.
beforeAll(() => preloadQueryResultView());

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderPane(
  queries: Record<string, Query>,
  latestQueryId: string,
  extra: Parameters<typeof makeStore>[0] = {},
) {
  const store = makeStore({ queryEditors: [makeEditor({ latestQueryId })], queries, ...extra });
  render(
    <Provider store={store}>
      <ResultsPane queryEditorId="qe1" onRerun={() => undefined} />
    </Provider>,
  );
  return store;
}

const twoRows = makeResults({
  data: [{ n: 1 }, { n: 2 }],
  columns: [{ column_name: 'n', type: 'INTEGER', is_dttm: false, type_generic: 0 }],
  query: { rows: 2, limitingFactor: 'DROPDOWN' },
});

describe('Download to CSV', () => {
  it('asks first only when the limit dropdown cut the rows (DROPDOWN and rows == limit)', () => {
    expect(csvNeedsConfirmation({ limitingFactor: 'DROPDOWN', queryLimit: 1000, rows: 1000 })).toBe(true);
    expect(csvNeedsConfirmation({ limitingFactor: 'DROPDOWN', queryLimit: 1000, rows: 999 })).toBe(false);
    expect(csvNeedsConfirmation({ limitingFactor: 'QUERY', queryLimit: 1000, rows: 1000 })).toBe(false);
    expect(csvNeedsConfirmation({ limitingFactor: 'NOT_LIMITED', queryLimit: 1000, rows: 1000 })).toBe(false);
  });

  it("shows 'Download is on the way' with the row count and downloads on OK", async () => {
    const go = vi.spyOn(csvNavigation, 'go').mockImplementation(() => undefined);
    const query = makeQuery({
      id: 'q1',
      state: 'success',
      rows: 2,
      queryLimit: 2,
      limitingFactor: 'DROPDOWN',
      results: twoRows,
    });
    renderPane({ q1: query }, 'q1');
    fireEvent.click(screen.getByRole('link', { name: 'Download to CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CSV_CONFIRM_TITLE)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Downloading 2 rows based on the LIMIT configuration. If you want the entire result set, you need to adjust the LIMIT.',
      ),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(go).toHaveBeenCalledWith('/api/v1/sqllab/export/q1/');
  });

  it('downloads straight away when the rows were not cut by the dropdown', () => {
    const query = makeQuery({
      id: 'q1',
      state: 'success',
      rows: 2,
      queryLimit: 1000,
      limitingFactor: 'DROPDOWN',
      results: twoRows,
    });
    renderPane({ q1: query }, 'q1');
    const link = screen.getByRole('link', { name: 'Download to CSV' });
    expect(link).toHaveAttribute('href', '/api/v1/sqllab/export/q1/');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('recovering a failed run', () => {
  it("offers 'Retry fetching results' after a results fetch timed out, and fetches without a time limit", async () => {
    const query = makeQuery({
      id: 'q1',
      state: 'failed',
      resultsKey: 'key-1',
      errorMessage: 'Request timed out',
      errors: [{ message: 'Request timed out', error_type: FRONTEND_TIMEOUT_ERROR, level: 'error', extra: {} }],
    });
    let asked = '';
    server.use(
      http.get('*/api/v1/sqllab/results/', ({ request }) => {
        asked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(
          makeResults({
            data: [{ n: 7 }],
            columns: [{ column_name: 'n', type: 'INTEGER', is_dttm: false, type_generic: 0 }],
            query: { rows: 1 },
          }),
        );
      }),
    );
    const store = renderPane({ q1: query }, 'q1');
    fireEvent.click(screen.getByRole('button', { name: RETRY_FETCHING_RESULTS }));
    await waitFor(() => expect(store.getState().sqlLab.queries.q1.state).toBe('success'));
    expect(asked).toContain('key:key-1');
    expect(await screen.findByRole('grid')).toHaveAttribute('aria-rowcount', '2');
  });

  it('offers no retry for other failures', () => {
    const query = makeQuery({
      id: 'q1',
      state: 'failed',
      resultsKey: 'key-1',
      errorMessage: 'syntax error',
      errors: null,
    });
    renderPane({ q1: query }, 'q1');
    expect(screen.queryByRole('button', { name: RETRY_FETCHING_RESULTS })).not.toBeInTheDocument();
  });

  it('runs a query again, under a new client id, when it failed because the session timed out', async () => {
    expect(failedForSessionTimeout({ state: 'failed', errorMessage: SESSION_TIMED_OUT_MESSAGE })).toBe(true);
    expect(failedForSessionTimeout({ state: 'failed', errorMessage: 'Unknown error' })).toBe(false);
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
      http.post('*/api/v1/sqllab/execute/', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...makeResults({ data: [{ n: 1 }], query: { rows: 1 } }), query_id: 5 });
      }),
    );
    const failed = makeQuery({
      id: 'q1',
      state: 'failed',
      sql: 'SELECT 42',
      errorMessage: SESSION_TIMED_OUT_MESSAGE,
      runAsync: false,
    });
    const store = renderPane({ q1: failed }, 'q1');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].sql).toBe('SELECT 42');
    expect(bodies[0].client_id).not.toBe('q1');
    await waitFor(() => expect(Object.keys(store.getState().sqlLab.queries)).toHaveLength(2));
  });
});

describe('data preview tabs', () => {
  it('close: the preview tab and its run go, the table stays', () => {
    const preview = makeQuery({ id: 'p1', sqlEditorId: null, isDataPreview: true, state: 'success', results: twoRows });
    const store = renderPane({ p1: preview }, 'none', {
      tables: [
        makeTable({ id: 't1', name: 'customers', schema: 'sales', queryEditorId: 'qe1', dataPreviewQueryId: 'p1' }),
      ],
    });
    expect(screen.getByRole('tab', { name: /Preview: `sales`.`customers`/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close Results/ })).not.toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByLabelText('Close Preview: `sales`.`customers`'));
    });
    expect(screen.queryByRole('tab', { name: /Preview/ })).not.toBeInTheDocument();
    expect(store.getState().sqlLab.queries.p1).toBeUndefined();
    expect(store.getState().sqlLab.tables[0].dataPreviewQueryId).toBeNull();
  });
});
