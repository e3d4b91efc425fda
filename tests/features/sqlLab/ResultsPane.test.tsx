import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ResultsPane, preloadQueryResultView } from '../../../src/features/sqlLab/components/ResultsPane';
import { limitNotice } from '../../../src/features/sqlLab/components/limitMessages';
import type { Query } from '../../../src/features/sqlLab/types';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { makeEditor, makeQuery, makeResults } from './fixtures';
import { ADMIN_USER, makeStore } from './sqlLabTestStore';

// The app downloads a run's view with the first run shown; here it is there before each render.
beforeAll(() => preloadQueryResultView());

const GAMMA_USER: BootstrapUser = {
  isAnonymous: false,
  username: 'gamma',
  roles: { Gamma: [['can_read', 'SQLLab']] },
  permissions: {},
};
const CSV_USER: BootstrapUser = {
  isAnonymous: false,
  username: 'analyst',
  roles: { sql_lab: [['can_export_csv', 'SQLLab']] },
  permissions: {},
};

function renderPane(query: Query, user: BootstrapUser = ADMIN_USER) {
  const store = makeStore(
    { queryEditors: [makeEditor({ latestQueryId: query.id })], queries: { [query.id]: query } },
    user,
  );
  render(
    <Provider store={store}>
      <ResultsPane queryEditorId="qe1" onRerun={() => undefined} />
    </Provider>,
  );
  return store;
}

function successQuery(overrides: Partial<Query> = {}): Query {
  const data = [
    { name: 'Aaron', num: 12 },
    { name: 'Beth', num: 7 },
    { name: 'Carl', num: 3 },
  ];
  return makeQuery({
    state: 'success',
    progress: 100,
    rows: 3,
    limitingFactor: 'NOT_LIMITED',
    endDttm: Date.now(),
    results: makeResults({
      data,
      columns: [
        { column_name: 'name', type: 'VARCHAR', is_dttm: false, type_generic: 1 },
        { column_name: 'num', type: 'INTEGER', is_dttm: false, type_generic: 0 },
      ],
      query: { rows: 3, limitingFactor: 'NOT_LIMITED' },
    }),
    ...overrides,
  });
}

describe('ResultsPane', () => {
  it('shows a running query with its progress and an elapsed timer', () => {
    renderPane(makeQuery({ state: 'running', progress: 42, startDttm: Date.now() - 1500 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('timer').textContent).toMatch(/^00:00:0[1-9]\.\d\d$/);
  });

  it('shows every row of a successful run in the grid, the row count and the export buttons', () => {
    renderPane(successQuery());
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByText('3 rows returned')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download to CSV' })).toHaveAttribute('href', '/api/v1/sqllab/export/q1/');
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter results')).toBeInTheDocument();
  });

  it('offers CSV and copy only to users with can_export_csv on SQLLab', () => {
    renderPane(successQuery(), GAMMA_USER);
    expect(screen.queryByText('Download to CSV')).not.toBeInTheDocument();
    expect(screen.queryByText('Copy to clipboard')).not.toBeInTheDocument();
  });

  it("offers 'Save dataset' only to users with can_write on Dataset", () => {
    renderPane(successQuery(), CSV_USER);
    expect(screen.getByText('Download to CSV')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save dataset' })).not.toBeInTheDocument();
  });

  it("offers 'Save dataset' to admins", () => {
    renderPane(successQuery());
    expect(screen.getByRole('button', { name: 'Save dataset' })).toBeInTheDocument();
  });

  it('warns when the display limit cut the rows (admin wording)', () => {
    const query = successQuery({ queryLimit: 100000, rows: 3 });
    query.results = { ...query.results!, displayLimitReached: true };
    renderPane(query);
    expect(screen.getByText('3 rows returned')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The number of results displayed is limited to 3 by the configuration DISPLAY_MAX_ROW. Please add additional limits/filters or download to csv to see more rows up to the 100000 limit.',
      ),
    ).toBeInTheDocument();
  });

  it('uses the non-admin wording for other users', () => {
    const query = successQuery({ queryLimit: 5000 });
    query.results = { ...query.results!, displayLimitReached: true };
    renderPane(query, CSV_USER);
    expect(
      screen.getByText(
        'The number of results displayed is limited to 3. Please add additional limits/filters, download to csv, or contact an admin to see more rows up to the 5000 limit.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the dropdown warning when the default limit was hit', () => {
    renderPane(successQuery({ queryLimit: 1000, rows: 3, limitingFactor: 'DROPDOWN' }));
    expect(screen.getByText('The number of rows displayed is limited to 3 by the dropdown.')).toBeInTheDocument();
  });

  it('says when a stopped query was stopped', () => {
    renderPane(makeQuery({ state: 'stopped' }));
    expect(screen.getByText('Query was stopped.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('shows a failed run in the error box: the first server error', () => {
    renderPane(
      makeQuery({
        state: 'failed',
        errorMessage: 'Parser Error: syntax error at or near "SELEC"',
        errors: [
          { message: 'Parser Error: syntax error at or near "SELEC"', error_type: 'SYNTAX_ERROR', level: 'error' },
        ],
      }),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/syntax error at or near "SELEC"/)).toBeInTheDocument();
  });

  it('shows the error message when the failure has no error list', () => {
    renderPane(makeQuery({ state: 'failed', errorMessage: 'Unknown error', errors: null }));
    expect(within(screen.getByRole('alert')).getByText('Unknown error')).toBeInTheDocument();
  });

  it('says when the query returned no data', () => {
    const query = successQuery({ rows: 0 });
    query.results = { ...query.results!, data: [] };
    renderPane(query);
    expect(screen.getByText('The query returned no data')).toBeInTheDocument();
  });
});

describe('limitNotice', () => {
  const context = { defaultQueryLimit: 1000, isAdmin: true, csv: true };
  it('notes a limit set by the query, by the dropdown, and by both', () => {
    const base = successQuery({ rows: 10, queryLimit: 10 });
    expect(limitNotice({ ...base, limitingFactor: 'QUERY' }, context).limitMessage).toBe(
      'The number of rows displayed is limited to 10 by the query',
    );
    expect(limitNotice({ ...base, limitingFactor: 'QUERY' }, { ...context, csv: false }).limitMessage).toBeNull();
    expect(limitNotice({ ...base, limitingFactor: 'DROPDOWN' }, context).limitMessage).toBe(
      'The number of rows displayed is limited to 10 by the limit dropdown.',
    );
    expect(limitNotice({ ...base, limitingFactor: 'QUERY_AND_DROPDOWN' }, context).limitMessage).toBe(
      'The number of rows displayed is limited to 10 by the query and limit dropdown.',
    );
    expect(limitNotice({ ...base, limitingFactor: 'NOT_LIMITED' }, context)).toEqual({
      rowsReturned: '10 rows returned',
      limitMessage: null,
      alert: null,
    });
  });
});
