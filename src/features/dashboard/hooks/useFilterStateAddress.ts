/**
 * Keeps `native_filters_key` in the address up to date (reference §3.1, §3.8): once the applied
 * data mask changes after the dashboard opened, it is stored in the filter_state store (a new key
 * the first time, then the same key updated) and the address names that key, so a reload or a
 * copied address shows the same filters.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createDashboardFilterState, updateDashboardFilterState } from '../../../api/dashboardFilterState';
import { useAppSelector } from '../../../app/hooks';
import { nativeFiltersKeyParam, searchWithFiltersKey } from '../rules/filterUrlState';

const SYNC_DELAY_MS = 300;
const TAB_ID_KEY = 'tessera.tabId';

/** This browser tab's id (the server keeps one key per tab and dashboard). */
function browserTabId(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(TAB_ID_KEY));
    if (Number.isInteger(stored) && stored > 0) return stored;
    const created = 1 + Math.floor(Math.random() * 2_000_000_000);
    window.sessionStorage.setItem(TAB_ID_KEY, String(created));
    return created;
  } catch {
    return 1;
  }
}

export function useFilterStateAddress(dashboardId: number) {
  const dataMask = useAppSelector((state) => state.dataMask);
  const location = useLocation();
  const navigate = useNavigate();
  const opened = useRef(dataMask);
  const latestLocation = useRef(location);
  latestLocation.current = location;

  useEffect(() => {
    if (dataMask === opened.current) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      const value = JSON.stringify(dataMask);
      const tabId = browserTabId();
      const { pathname, search, hash } = latestLocation.current;
      const known = nativeFiltersKeyParam(search);
      try {
        const key = known
          ? await updateDashboardFilterState(dashboardId, known, value, tabId)
          : await createDashboardFilterState(dashboardId, value, tabId);
        if (!current || key === known) return;
        navigate(
          { pathname, search: searchWithFiltersKey(latestLocation.current.search, key), hash },
          { replace: true },
        );
      } catch {
        // The address keeps its last key; the filters on the page stay as they are.
      }
    }, SYNC_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [dataMask, dashboardId, navigate]);
}
