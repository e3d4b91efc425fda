import { useCallback, useEffect, useState } from 'react';
import { useGetDashboardListFavoritesQuery, useToggleDashboardListFavoriteMutation } from '../../api/dashboardList';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

const FAVORITE_STATUS_ERROR = 'There was an error fetching the favorite status: ';
const FAVORITE_SAVE_ERROR = 'There was an error saving the favorite status: ';

interface DashboardFavorites {
  isFavorite: (id: number) => boolean;
  toggleFavorite: (id: number) => void;
}

/**
 * The favourite status of the listed dashboards (one `favorite_status` call per page) and a toggle
 * that shows the new state at once, then confirms it with the server (or reverts and says so).
 */
export function useDashboardFavorites(ids: number[], enabled: boolean): DashboardFavorites {
  const toasts = useToasts();
  const { data, error } = useGetDashboardListFavoritesQuery(ids, { skip: !enabled || ids.length === 0 });
  const [toggle] = useToggleDashboardListFavoriteMutation();
  const [pending, setPending] = useState<Record<number, boolean>>({});

  useEffect(() => {
    if (error) toasts.addDangerToast(`${FAVORITE_STATUS_ERROR}${listErrorText(error)}`);
  }, [error, toasts]);

  // A fresh status from the server replaces what was shown while a toggle was on its way.
  useEffect(() => setPending({}), [data]);

  const isFavorite = useCallback((id: number) => pending[id] ?? data?.[id] ?? false, [data, pending]);

  const toggleFavorite = useCallback(
    (id: number) => {
      const favorite = !isFavorite(id);
      setPending((current) => ({ ...current, [id]: favorite }));
      toggle({ id, favorite })
        .unwrap()
        .catch((caught: unknown) => {
          setPending((current) => ({ ...current, [id]: !favorite }));
          toasts.addDangerToast(`${FAVORITE_SAVE_ERROR}${listErrorText(caught)}`);
        });
    },
    [isFavorite, toggle, toasts],
  );

  return { isFavorite, toggleFavorite };
}
