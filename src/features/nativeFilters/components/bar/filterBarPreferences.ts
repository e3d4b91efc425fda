/**
 * The viewer's filter bar preferences, kept in the browser: whether the vertical bar is open (per
 * dashboard) and whether selections apply at once ('instant filtering').
 */
import { useCallback, useState } from 'react';

const OPEN_KEY = 'tessera.filterBar.open';
const INSTANT_KEY = 'tessera.filterBar.instant';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the preference.
  }
}

export function useFilterBarOpen(dashboardId: number): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readJson<Record<string, boolean>>(OPEN_KEY, {})[dashboardId] ?? true);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      writeJson(OPEN_KEY, { ...readJson<Record<string, boolean>>(OPEN_KEY, {}), [dashboardId]: next });
    },
    [dashboardId],
  );
  return [open, change];
}

export function useInstantFiltering(): [boolean, (instant: boolean) => void] {
  const [instant, setInstant] = useState(() => readJson<boolean>(INSTANT_KEY, false));
  const change = useCallback((next: boolean) => {
    setInstant(next);
    writeJson(INSTANT_KEY, next);
  }, []);
  return [instant, change];
}
