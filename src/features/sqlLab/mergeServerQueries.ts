/**
 * Merging the poller's server queries into the local runs (reference superset-api-sqllab §8.3,
 * rules 1–6). Pure: the reducer hands in its current queries and gets back the next ones.
 */
import { jsonValuesEqual } from './jsonValuesEqual';
import { isFinished, isInProgress, type QueryState } from './queryStates';
import type { Query, ServerQuery } from './types';

interface MergedQueries {
  /** The same object as the input when no query changed. */
  queries: Record<string, Query>;
  queriesLastUpdate: number;
}

/** Local states a server update may not touch (rule 1). */
const LOCALLY_CONCLUDED: readonly QueryState[] = ['stopped', 'failed'];

/** Local states a server 'success' may not replace: the client fetches results itself (rule 4). */
const KEPT_ON_SERVER_SUCCESS: readonly QueryState[] = ['fetching', 'success', 'running'];

/** Fields a run first seen through the poller gets, since the server object lacks them. */
const SERVER_ONLY_RUN_DEFAULTS = {
  ctas_method: 'TABLE',
  templateParams: null,
  queryLimit: null,
  limitingFactor: null,
  errors: null,
  link: null,
  cached: false,
  isDataPreview: false,
  results: null,
} as const satisfies Partial<Query>;

const HAS_TIME_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Epoch ms of a server `changed_on`, an ISO datetime in UTC usually written without a zone. */
export function parseUtcTimestamp(changedOn: string | null | undefined): number {
  if (!changedOn) return Number.NaN;
  const iso = changedOn.trim().replace(' ', 'T');
  return Date.parse(HAS_TIME_ZONE.test(iso) ? iso : `${iso}Z`);
}

function toEpochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const epochMs = Number(value);
  return Number.isFinite(epochMs) ? epochMs : null;
}

/** Local fields overlaid with every server field; dates as numbers (rule 3). */
export function overlayServerQuery(local: Query | undefined, server: ServerQuery): Query {
  const { startDttm, endDttm, ...serverFields } = server;
  return {
    ...SERVER_ONLY_RUN_DEFAULTS,
    ...local,
    ...serverFields,
    startDttm: toEpochMs(startDttm) ?? local?.startDttm ?? 0,
    endDttm: toEpochMs(endDttm),
    // The server listed it, so it holds it.
    storedOnServer: true,
  };
}

function mergedState(localState: QueryState | undefined, merged: Query): QueryState {
  const serverState = merged.state;
  const keepLocal =
    serverState === 'success' && localState !== undefined && KEPT_ON_SERVER_SUCCESS.includes(localState);
  const state = keepLocal ? localState : serverState;
  // A sync run's rows arrive with the execute reply; until they do, it is still fetching (rule 5).
  if (state === 'success' && merged.runAsync === false && !merged.results) return 'fetching';
  return state;
}

/** Same fields by identity, except `extra`, which is compared by value (rule 6). */
function sameQuery(left: Query, right: Query): boolean {
  const { extra: leftExtra, ...leftFields } = left;
  const { extra: rightExtra, ...rightFields } = right;
  const leftKeys = Object.keys(leftFields) as (keyof typeof leftFields)[];
  if (leftKeys.length !== Object.keys(rightFields).length) return false;
  const fieldsEqual = leftKeys.every(
    (key) => Object.hasOwn(rightFields, key) && Object.is(leftFields[key], rightFields[key]),
  );
  return fieldsEqual && jsonValuesEqual(leftExtra, rightExtra);
}

export function mergeServerQueries(
  localQueries: Record<string, Query>,
  serverQueries: Record<string, ServerQuery>,
  queriesLastUpdate: number,
): MergedQueries {
  let lastUpdate = queriesLastUpdate;
  let nextQueries: Record<string, Query> | null = null;

  for (const [id, serverQuery] of Object.entries(serverQueries)) {
    const local = Object.hasOwn(localQueries, id) ? localQueries[id] : undefined;
    if (local && LOCALLY_CONCLUDED.includes(local.state)) continue;

    const changedOn = parseUtcTimestamp(serverQuery.changed_on);
    if (changedOn > lastUpdate) lastUpdate = changedOn;
    // A poll answered before the run finished here (its execute reply came first) is out of date,
    // all of it: a finished run never goes back to running, nor loses its results key or end time.
    if (local && isFinished(local.state) && isInProgress(serverQuery.state)) continue;

    const overlaid = overlayServerQuery(local, { ...serverQuery, id });
    const merged: Query = { ...overlaid, state: mergedState(local?.state, overlaid) };
    if (local && sameQuery(local, merged)) continue;

    nextQueries ??= { ...localQueries };
    nextQueries[id] = merged;
  }

  return { queries: nextQueries ?? localQueries, queriesLastUpdate: lastUpdate };
}
