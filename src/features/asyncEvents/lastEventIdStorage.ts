/**
 * The id of the last event received, kept in storage so a reloaded page asks only for newer
 * events. Storage that throws (private mode, quota, disabled) is treated as empty.
 */
export const LAST_ASYNC_EVENT_ID_KEY = 'last_async_event_id';

/** The browser's localStorage, or undefined where there is none or it may not be touched. */
export function defaultEventIdStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

export function readLastEventId(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LAST_ASYNC_EVENT_ID_KEY) || null;
  } catch {
    return null;
  }
}

export function writeLastEventId(storage: Storage | undefined, eventId: string): void {
  try {
    storage?.setItem(LAST_ASYNC_EVENT_ID_KEY, eventId);
  } catch (caught) {
    console.warn('Could not store the last async event id', caught);
  }
}
