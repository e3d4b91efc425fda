// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeServerQueries, parseUtcTimestamp } from '../../../src/features/sqlLab/mergeServerQueries';
import { refreshQueries } from '../../../src/features/sqlLab/sqlLabSlice';
import { makeQuery, makeResults, makeServerQuery, makeState, reduce } from './fixtures';

const CHANGED_ON = '2024-04-05T12:00:00.123456';
const CHANGED_ON_MS = Date.UTC(2024, 3, 5, 12, 0, 0, 123);

describe('parseUtcTimestamp', () => {
  const originalTimeZone = process.env.TZ;
  beforeEach(() => {
    // A zone away from UTC, so a zone-less datetime read as local time would be off.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = originalTimeZone;
  });

  it('reads a datetime without a zone as UTC', () => {
    expect(parseUtcTimestamp(CHANGED_ON)).toBe(CHANGED_ON_MS);
  });

  it('honours an explicit zone', () => {
    expect(parseUtcTimestamp('2024-04-05T14:00:00.123+02:00')).toBe(CHANGED_ON_MS);
  });
});

describe('mergeServerQueries', () => {
  it('never touches a locally stopped or failed run (rule 1)', () => {
    const local = {
      q1: makeQuery({ id: 'q1', state: 'stopped' }),
      q2: makeQuery({ id: 'q2', state: 'failed' }),
    };
    const server = {
      q1: makeServerQuery({ id: 'q1', state: 'success', changed_on: CHANGED_ON }),
      q2: makeServerQuery({ id: 'q2', state: 'success', changed_on: CHANGED_ON }),
    };
    const merged = mergeServerQueries(local, server, 5);
    expect(merged.queries).toBe(local);
    expect(merged.queriesLastUpdate).toBe(5);
  });

  it('advances queriesLastUpdate to the newest changed_on read as UTC, never back (rule 2)', () => {
    const server = {
      q1: makeServerQuery({ id: 'q1', changed_on: CHANGED_ON }),
      q2: makeServerQuery({ id: 'q2', changed_on: '2024-04-05T11:00:00' }),
    };
    expect(mergeServerQueries({}, server, 0).queriesLastUpdate).toBe(CHANGED_ON_MS);
    expect(mergeServerQueries({}, server, CHANGED_ON_MS + 1).queriesLastUpdate).toBe(CHANGED_ON_MS + 1);
  });

  it('overlays server fields on the local run and turns date strings into numbers (rule 3)', () => {
    const local = { q1: makeQuery({ runAsync: true, templateParams: '{"a":1}', state: 'pending' }) };
    const server = {
      q1: makeServerQuery({ state: 'running', progress: 40, startDttm: '1712318400000.5', endDttm: '1712318401000' }),
    };
    const merged = mergeServerQueries(local, server, 0).queries.q1;
    expect(merged).toMatchObject({
      state: 'running',
      progress: 40,
      serverId: 345,
      templateParams: '{"a":1}',
      runAsync: true,
      startDttm: 1712318400000.5,
      endDttm: 1712318401000,
    });
  });

  it('adds a run known only to the server', () => {
    const merged = mergeServerQueries({}, { q9: makeServerQuery({ id: 'q9', state: 'running' }) }, 0);
    expect(merged.queries.q9).toMatchObject({ id: 'q9', state: 'running', results: null, cached: false });
  });

  it.each(['fetching', 'success', 'running'] as const)(
    'keeps a local %s state when the server says success (rule 4)',
    (localState) => {
      const local = { q1: makeQuery({ state: localState, runAsync: true, results: makeResults() }) };
      const server = { q1: makeServerQuery({ state: 'success', resultsKey: 'key-1' }) };
      const merged = mergeServerQueries(local, server, 0).queries.q1;
      expect(merged.state).toBe(localState);
      expect(merged.resultsKey).toBe('key-1');
    },
  );

  it('ignores a poll that saw the run still running after it finished here: state, results key and end time stay', () => {
    const finished = makeQuery({
      id: 'q1',
      state: 'success',
      runAsync: true,
      resultsKey: 'key-1',
      endDttm: 2000,
      progress: 100,
    });
    const local = { q1: finished };
    const stale = makeServerQuery({
      id: 'q1',
      state: 'running',
      resultsKey: null,
      endDttm: null,
      progress: 0,
      changed_on: CHANGED_ON,
    });
    const merged = mergeServerQueries(local, { q1: stale }, 5);
    expect(merged.queries).toBe(local);
    expect(merged.queries.q1).toMatchObject({ state: 'success', resultsKey: 'key-1', endDttm: 2000, progress: 100 });
    expect(merged.queriesLastUpdate).toBe(CHANGED_ON_MS);
  });

  it('takes the server state otherwise (rule 4)', () => {
    const local = { q1: makeQuery({ state: 'pending', runAsync: true }) };
    const server = { q1: makeServerQuery({ state: 'success' }) };
    expect(mergeServerQueries(local, server, 0).queries.q1.state).toBe('success');
  });

  it.each(['success', 'timed_out'] as const)(
    'never takes a run finished here (%s) back to an in-progress state from an older snapshot',
    (localState) => {
      const local = { q1: makeQuery({ state: localState }) };
      for (const serverState of ['running', 'pending', 'started', 'scheduled', 'fetching'] as const) {
        const merged = mergeServerQueries(local, { q1: makeServerQuery({ state: serverState }) }, 0);
        expect(merged.queries.q1.state).toBe(localState);
      }
    },
  );

  it('forces fetching for a sync run the server calls success before its rows arrived (rule 5)', () => {
    const local = { q1: makeQuery({ state: 'pending', runAsync: false, results: null }) };
    const server = { q1: makeServerQuery({ state: 'success' }) };
    expect(mergeServerQueries(local, server, 0).queries.q1.state).toBe('fetching');
  });

  it('does not force fetching for an async run (rule 5)', () => {
    const local = { q1: makeQuery({ state: 'pending', runAsync: true, results: null }) };
    const server = { q1: makeServerQuery({ state: 'success' }) };
    expect(mergeServerQueries(local, server, 0).queries.q1.state).toBe('success');
  });

  it('keeps the same objects when nothing changed, comparing extra by value (rule 6)', () => {
    const server = makeServerQuery({ extra: { progress: 'Running statement 1 out of 2', errors: [] } });
    const first = mergeServerQueries({}, { q1: server }, 0).queries;
    const again = mergeServerQueries(
      first,
      { q1: { ...server, extra: { progress: 'Running statement 1 out of 2', errors: [] } } },
      0,
    );
    expect(again.queries).toBe(first);
    expect(again.queries.q1).toBe(first.q1);
  });

  it('replaces only the runs that changed (rule 6)', () => {
    const first = mergeServerQueries(
      {},
      { q1: makeServerQuery({ id: 'q1' }), q2: makeServerQuery({ id: 'q2' }) },
      0,
    ).queries;
    const next = mergeServerQueries(
      first,
      { q1: makeServerQuery({ id: 'q1' }), q2: makeServerQuery({ id: 'q2', extra: { progress: 'half' } }) },
      0,
    ).queries;
    expect(next).not.toBe(first);
    expect(next.q1).toBe(first.q1);
    expect(next.q2).not.toBe(first.q2);
    expect(next.q2.extra).toEqual({ progress: 'half' });
  });
});

describe('refreshQueries', () => {
  it('merges server runs into the slice and records the last update', () => {
    const state = reduce(
      makeState({ queries: { q1: makeQuery({ state: 'pending', runAsync: true }) } }),
      refreshQueries({ q1: makeServerQuery({ state: 'running', progress: 50, changed_on: CHANGED_ON }) }),
    );
    expect(state.queries.q1).toMatchObject({ state: 'running', progress: 50 });
    expect(state.queriesLastUpdate).toBe(CHANGED_ON_MS);
  });

  it('keeps the queries object when no run changed', () => {
    const before = reduce(makeState(), refreshQueries({ q1: makeServerQuery() }));
    const after = reduce(before, refreshQueries({ q1: makeServerQuery() }));
    expect(after.queries).toBe(before.queries);
  });
});
