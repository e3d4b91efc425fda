/**
 * Following runs in progress (reference §8.3, Superset's QueryAutoRefresh): while some run is in
 * progress, started less than 6 h ago and no poll is in flight, ask the server what changed, merge
 * it, and fetch the results of runs that finished with a results key. Superset asks every 2 s;
 * here young runs are asked about sooner (./pollSchedule), so a quick query shows at once.
 */
import { queriesUpdatedSince } from '../../../api/queries';
import { isInProgress } from '../queryStates';
import { clearInactiveQueries, refreshQueries } from '../sqlLabSlice';
import type { Query, ServerQuery } from '../types';
import { fetchQueryResults } from './fetchResults';
import { POLL_CHECK_MS, pollDelayMs } from './pollSchedule';
import type { SqlLabThunk } from './thunkTypes';

export const MAX_QUERY_AGE_TO_POLL_MS = 21_600_000;
/** The poller asks for changes since a little before the newest one it saw. */
const QUERY_UPDATE_BUFFER_MS = 5000;
const INACTIVE_QUERY_CLEAR_MS = 2000;

/** Whether any run is worth asking the server about at `now`. */
function hasQueriesToPoll(queries: readonly Query[], now: number): boolean {
  return queries.some((query) => isInProgress(query.state) && now - query.startDttm < MAX_QUERY_AGE_TO_POLL_MS);
}

/** The age of the youngest run worth polling, or null when there is none. */
function youngestRunAge(queries: readonly Query[], now: number): number | null {
  let youngest: number | null = null;
  for (const query of queries) {
    const age = now - query.startDttm;
    if (!isInProgress(query.state) || age >= MAX_QUERY_AGE_TO_POLL_MS) continue;
    youngest = youngest === null ? age : Math.min(youngest, age);
  }
  return youngest;
}

/**
 * Runs that gained a results key this client has no rows for: async runs it started, whose rows
 * wait in the results backend. (A local run that was running keeps its state on a server success,
 * so the new results key is the signal, as in Superset's result pane.) Sync runs get their rows
 * from the execute reply; runs the poller merely reports (the user's other sessions, older runs)
 * are not fetched: a user with a long history would otherwise pull every stored result.
 */
function runsAwaitingResults(queries: Record<string, Query>): Query[] {
  return Object.values(queries).filter(
    (query) =>
      Boolean(query.resultsKey) &&
      !query.results &&
      !query.cached &&
      query.runAsync === true &&
      !isFinishedWithoutRows(query),
  );
}

/**
 * What the poll asks changes since: a little before the newest change it saw, or, before it saw
 * any, before the oldest run it follows started (Superset starts from the page's load), not the
 * whole history of the user.
 */
function pollSince(queries: readonly Query[], queriesLastUpdate: number, now: number): number {
  if (queriesLastUpdate > 0) return queriesLastUpdate - QUERY_UPDATE_BUFFER_MS;
  const followed = queries.filter(
    (query) => isInProgress(query.state) && now - query.startDttm < MAX_QUERY_AGE_TO_POLL_MS,
  );
  const oldestStart = Math.min(...followed.map((query) => query.startDttm));
  return (Number.isFinite(oldestStart) ? oldestStart : now) - QUERY_UPDATE_BUFFER_MS;
}

function isFinishedWithoutRows(query: Query): boolean {
  return query.state === 'stopped' || query.state === 'failed' || query.state === 'timed_out';
}

interface QueryPoller {
  /** One tick: polls when the rules allow; resolves when the tick's work is done. */
  tick: () => Promise<void>;
  /** Stops the timer (a poll in flight still completes). */
  stop: () => void;
}

interface QueryPollerOptions {
  /** A fixed interval between ticks instead of the age-paced schedule. */
  intervalMs?: number;
  now?: () => number;
  /** Off in tests that drive `tick` themselves. */
  autoStart?: boolean;
}

/** Starts the poller; the returned object stops it. */
export function startQueryPolling(options: QueryPollerOptions = {}): SqlLabThunk<QueryPoller> {
  return (dispatch, getState) => {
    const now = options.now ?? Date.now;
    let inFlight = false;
    let clearedWhileIdle = false;
    const requested = new Set<string>();

    const fetchFinishedResults = () => {
      for (const query of runsAwaitingResults(getState().sqlLab.queries)) {
        const marker = `${query.id}:${query.resultsKey}`;
        if (requested.has(marker)) continue;
        requested.add(marker);
        void dispatch(fetchQueryResults(query));
      }
    };

    let lastPollAt = Number.NEGATIVE_INFINITY;
    const tick = async () => {
      if (inFlight) return;
      const { queries, queriesLastUpdate } = getState().sqlLab;
      if (!hasQueriesToPoll(Object.values(queries), now())) {
        if (!clearedWhileIdle) {
          clearedWhileIdle = true;
          dispatch(clearInactiveQueries(INACTIVE_QUERY_CLEAR_MS, now()));
        }
        return;
      }
      clearedWhileIdle = false;
      inFlight = true;
      lastPollAt = now();
      try {
        const updated = await queriesUpdatedSince(pollSince(Object.values(queries), queriesLastUpdate, now()));
        if (updated.length > 0) {
          const byId: Record<string, ServerQuery> = {};
          for (const serverQuery of updated) byId[serverQuery.id] = serverQuery;
          dispatch(refreshQueries(byId));
          fetchFinishedResults();
        } else {
          dispatch(clearInactiveQueries(INACTIVE_QUERY_CLEAR_MS, now()));
        }
      } catch {
        // A failed poll is tried again on the next tick.
      } finally {
        inFlight = false;
      }
    };

    // Checks often; polls when the youngest run's pace says a poll is due.
    const pacedTick = () => {
      // A run can learn its results key outside a poll (a quick run's execute reply).
      fetchFinishedResults();
      const age = youngestRunAge(Object.values(getState().sqlLab.queries), now());
      if (age === null || now() - lastPollAt >= pollDelayMs(age)) void tick();
    };
    const timer =
      options.autoStart === false
        ? undefined
        : options.intervalMs !== undefined
          ? setInterval(() => void tick(), options.intervalMs)
          : setInterval(pacedTick, POLL_CHECK_MS);
    return {
      tick,
      stop: () => {
        if (timer !== undefined) clearInterval(timer);
      },
    };
  };
}
