/**
 * How full SQL Lab's browser copy is (spec sql-editor §9 and its sizing constants 0.9 and 8000;
 * reference §8.5): the copy is estimated at 2 bytes per JSON character against a 5120 kB budget,
 * and from 90 % of it the user is told to close tabs, at most once every 8 s (the copy is written
 * after every change, and one toast per keystroke would bury the page).
 */
import { LOCAL_STORAGE_BYTES_PER_CHAR } from '../../constants';
import { addDangerToast } from '../toasts';
import type { SqlLabDispatch } from './thunks/thunkTypes';

export const LOCAL_STORAGE_MAX_USAGE_KB = 5120;
export const LOCAL_STORAGE_WARNING_RATIO = 0.9;
export const LOCAL_STORAGE_WARNING_THROTTLE_MS = 8000;

const BYTES_PER_KB = 1024;

/** The estimated size, in kB, of a value once written as JSON (0 for nothing). */
export function localStorageUsageKb(stored: unknown): number {
  if (stored === null || stored === undefined) return 0;
  const json = JSON.stringify(stored) ?? '';
  return (json.length * LOCAL_STORAGE_BYTES_PER_CHAR) / BYTES_PER_KB;
}

export function isLocalStorageNearlyFull(usageKb: number): boolean {
  return usageKb >= LOCAL_STORAGE_WARNING_RATIO * LOCAL_STORAGE_MAX_USAGE_KB;
}

export function localStorageNearlyFullMessage(usageKb: number): string {
  return (
    `SQL Lab keeps your tabs and query results in this browser's storage, which is nearly full: ` +
    `${usageKb.toFixed(2)} kB of ${LOCAL_STORAGE_MAX_USAGE_KB} kB are used. ` +
    'Close some query tabs so that SQL Lab keeps working; save the queries you want to keep first ' +
    '(they stay in Saved queries), and close SQL Lab in your other windows before you do.'
  );
}

/** A listener of the browser copy's size that warns when it is nearly full, throttled (leading edge). */
export function storageUsageWarner(dispatch: SqlLabDispatch, now: () => number = Date.now): (usageKb: number) => void {
  let lastWarnedAt: number | null = null;
  return (usageKb) => {
    if (!isLocalStorageNearlyFull(usageKb)) return;
    const at = now();
    if (lastWarnedAt !== null && at - lastWarnedAt < LOCAL_STORAGE_WARNING_THROTTLE_MS) return;
    lastWarnedAt = at;
    dispatch(addDangerToast(localStorageNearlyFullMessage(usageKb)));
  };
}
