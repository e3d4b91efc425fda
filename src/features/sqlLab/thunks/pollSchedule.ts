/**
 * How often SQL Lab asks the server about runs in progress. Superset polls every 2 s, so a query
 * that takes 50 ms shows its result up to 2 s late; here a young run is asked about quickly and
 * the pace backs off as it ages, reaching Superset's 2 s for long runs, which keeps the load on a
 * real Superset no higher than its own client's for anything but the first seconds of a run.
 */
export const FASTEST_POLL_MS = 100;
export const SLOWEST_POLL_MS = 2000;
/** A run this old is polled at an eighth of its age (so 100 ms up to 0.8 s, 2 s from 16 s). */
const AGE_FRACTION = 8;
/** How often the poller checks whether a poll is due; checks are local and cheap. */
export const POLL_CHECK_MS = 50;

/** The wait between polls while the youngest run in progress is `youngestAgeMs` old. */
export function pollDelayMs(youngestAgeMs: number): number {
  const paced = Math.max(0, youngestAgeMs) / AGE_FRACTION;
  return Math.min(SLOWEST_POLL_MS, Math.max(FASTEST_POLL_MS, paced));
}
