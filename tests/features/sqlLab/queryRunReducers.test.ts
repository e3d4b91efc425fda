// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clearInactiveQueries,
  clearQueryResults,
  queryFailed,
  querySuccess,
  removeQuery,
  requestQueryResults,
  startQuery,
  stopQuery,
} from '../../../src/features/sqlLab/sqlLabSlice';
import type { StartQueryInput } from '../../../src/features/sqlLab/reducers/queryRunReducers';
import { NOW, makeEditor, makeQuery, makeResults, makeState, reduce } from './fixtures';

const run: StartQueryInput = {
  id: 'q2',
  sqlEditorId: 'qe1',
  dbId: 1,
  sql: 'SELECT 2',
  tab: 'Untitled Query 1',
  schema: 'public',
  runAsync: false,
};

describe('startQuery', () => {
  it('starts a run as running when the database does not allow async', () => {
    const state = reduce(makeState(), startQuery(run, NOW));
    expect(state.queries.q2).toMatchObject({ state: 'running', progress: 0, startDttm: NOW, cached: false });
  });

  it('starts a run as pending when the database allows async', () => {
    const state = reduce(makeState(), startQuery({ ...run, runAsync: true }, NOW));
    expect(state.queries.q2.state).toBe('pending');
  });

  it("makes the run its tab's latest, as an unsaved edit of the active tab", () => {
    const state = reduce(makeState(), startQuery(run, NOW));
    expect(state.unsavedQueryEditor).toMatchObject({ id: 'qe1', latestQueryId: 'q2', updatedAt: NOW });
  });

  it('sets latestQueryId straight in the list for a tab that is not active', () => {
    const state = reduce(
      makeState({ queryEditors: [makeEditor(), makeEditor({ id: 'qe2' })], tabHistory: ['qe2'] }),
      startQuery(run, NOW),
    );
    expect(state.queryEditors[0].latestQueryId).toBe('q2');
    expect(state.unsavedQueryEditor).toEqual({});
  });

  it('leaves latestQueryId alone for a data preview', () => {
    const state = reduce(makeState(), startQuery({ ...run, isDataPreview: true }, NOW));
    expect(state.queries.q2.isDataPreview).toBe(true);
    expect(state.unsavedQueryEditor.latestQueryId).toBeUndefined();
    expect(state.queryEditors[0].latestQueryId).toBeNull();
  });

  it("empties the rows of the tab's previous latest run", () => {
    const previous = makeQuery({ state: 'success', results: makeResults() });
    const state = reduce(
      makeState({ queryEditors: [makeEditor({ latestQueryId: 'q1' })], queries: { q1: previous } }),
      startQuery(run, NOW),
    );
    expect(state.queries.q1.results?.data).toEqual([]);
    expect(state.queries.q1.results?.columns).toEqual(previous.results?.columns);
  });

  it('uses the unsaved latestQueryId of the active tab to find the previous run', () => {
    const previous = makeQuery({ state: 'success', results: makeResults() });
    const state = reduce(
      makeState({ queries: { q1: previous }, unsavedQueryEditor: { id: 'qe1', latestQueryId: 'q1' } }),
      startQuery(run, NOW),
    );
    expect(state.queries.q1.results?.data).toEqual([]);
  });
});

describe('results of a run', () => {
  const running = makeState({ queries: { q1: makeQuery({ state: 'running' }) } });

  it('marks a run fetching while its results are requested', () => {
    expect(reduce(running, requestQueryResults('q1')).queries.q1.state).toBe('fetching');
  });

  it('keeps a stopped run stopped when results are requested', () => {
    const stopped = makeState({ queries: { q1: makeQuery({ state: 'stopped' }) } });
    expect(reduce(stopped, requestQueryResults('q1')).queries.q1.state).toBe('stopped');
  });

  it('applies a success payload', () => {
    const results = makeResults({
      query: {
        rows: 7,
        executedSql: 'SELECT 1 LIMIT 1001',
        limitingFactor: 'DROPDOWN',
        tempSchema: 'tmp',
        tempTable: 't_out',
        resultsKey: 'key-1',
      },
    });
    const failedBefore = makeState({ queries: { q1: makeQuery({ errorMessage: 'old', cached: true }) } });
    const query = reduce(failedBefore, querySuccess({ id: 'q1', state: 'running' }, results, NOW)).queries.q1;
    expect(query).toMatchObject({
      state: 'success',
      progress: 100,
      endDttm: NOW,
      results,
      rows: 7,
      executedSql: 'SELECT 1 LIMIT 1001',
      limitingFactor: 'DROPDOWN',
      tempSchema: 'tmp',
      tempTable: 't_out',
      resultsKey: 'key-1',
      errorMessage: null,
      cached: false,
    });
  });

  it('keeps the known results key when the payload has none', () => {
    const withKey = makeState({ queries: { q1: makeQuery({ resultsKey: 'key-0' }) } });
    const query = reduce(withKey, querySuccess({ id: 'q1', state: 'running' }, makeResults(), NOW)).queries.q1;
    expect(query.resultsKey).toBe('key-0');
  });

  it('ignores a payload whose status is not success', () => {
    const results = makeResults({ status: 'failed' });
    const state = reduce(running, querySuccess({ id: 'q1', state: 'running' }, results, NOW));
    expect(state.queries.q1).toBe(running.queries.q1);
  });

  it('ignores a success for a run the caller saw stopped', () => {
    const state = reduce(running, querySuccess({ id: 'q1', state: 'stopped' }, makeResults(), NOW));
    expect(state.queries.q1.state).toBe('running');
  });

  it('records a failure with message, errors and link', () => {
    const errors = [{ message: 'syntax error at "FORM"', error_type: 'SYNTAX_ERROR' }];
    const state = reduce(
      running,
      queryFailed({ id: 'q1', state: 'running' }, { errorMessage: 'syntax error', errors, link: 'https://x' }, NOW),
    );
    expect(state.queries.q1).toMatchObject({
      state: 'failed',
      errorMessage: 'syntax error',
      errors,
      link: 'https://x',
      endDttm: NOW,
    });
  });

  it('ignores a failure for a run the caller saw stopped', () => {
    const state = reduce(running, queryFailed({ id: 'q1', state: 'stopped' }, { errorMessage: 'late' }, NOW));
    expect(state.queries.q1.state).toBe('running');
  });

  it('stops a run and clears its results', () => {
    const withResults = makeState({ queries: { q1: makeQuery({ results: makeResults() }) } });
    const query = reduce(withResults, stopQuery('q1')).queries.q1;
    expect(query.state).toBe('stopped');
    expect(query.results).toBeNull();
  });

  it('keeps a stopped run stopped when a success or a failure arrives later', () => {
    const ref = { id: 'q1', state: 'running' } as const;
    const state = reduce(
      running,
      stopQuery('q1'),
      querySuccess(ref, makeResults(), NOW),
      queryFailed(ref, { errorMessage: 'late' }, NOW),
    );
    expect(state.queries.q1).toMatchObject({ state: 'stopped', results: null, errorMessage: null });
  });

  it('clears the rows of a run and marks it cached', () => {
    const withResults = makeState({ queries: { q1: makeQuery({ state: 'success', results: makeResults() }) } });
    const query = reduce(withResults, clearQueryResults('q1')).queries.q1;
    expect(query.results?.data).toEqual([]);
    expect(query.cached).toBe(true);
  });

  it('removes a run', () => {
    expect(reduce(running, removeQuery('q1')).queries).toEqual({});
  });
});

describe('clearInactiveQueries', () => {
  const interval = 2000;

  it.each(['running', 'pending'] as const)('drops a %s run with no progress older than the interval', (state) => {
    const stale = makeQuery({ state, startDttm: NOW - interval - 1, progress: 0 });
    expect(reduce(makeState({ queries: { q1: stale } }), clearInactiveQueries(interval, NOW)).queries).toEqual({});
  });

  it('keeps runs that are recent, have progress, or are in another state', () => {
    const queries = {
      recent: makeQuery({ id: 'recent', state: 'running', startDttm: NOW - interval, progress: 0 }),
      progressing: makeQuery({ id: 'progressing', state: 'running', startDttm: 0, progress: 10 }),
      fetching: makeQuery({ id: 'fetching', state: 'fetching', startDttm: 0, progress: 0 }),
    };
    const state = reduce(makeState({ queries }), clearInactiveQueries(interval, NOW));
    expect(Object.keys(state.queries).sort()).toEqual(['fetching', 'progressing', 'recent']);
  });

  it('takes the status of stored results for a run holding a results key', () => {
    const queries = {
      keyed: makeQuery({ id: 'keyed', state: 'fetching', resultsKey: 'k', results: makeResults() }),
      unkeyed: makeQuery({ id: 'unkeyed', state: 'fetching', results: makeResults() }),
    };
    const state = reduce(makeState({ queries }), clearInactiveQueries(interval, NOW));
    expect(state.queries.keyed.state).toBe('success');
    expect(state.queries.unkeyed.state).toBe('fetching');
  });
});
