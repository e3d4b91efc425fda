import { useCallback, useEffect, useState } from 'react';
import { useGetChartFavoritesQuery, useToggleChartFavoriteMutation } from '../../api/charts';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

const STARRING_ERROR = 'An error occurred while starring this chart';
const FAVORITE_STATUS_ERROR = 'An error occurred while fetching the favourite status of these charts: ';

interface ChartFavorites {
  isFavorite: (id: number) => boolean;
  toggleFavorite: (id: number) => void;
}

/**
 * The favourite status of the listed charts (one `favorite_status` call per page) and a toggle that
 * shows the new state at once, then confirms it with the server (or reverts and says so).
 */
export function useChartFavorites(ids: number[]): ChartFavorites {
  const toasts = useToasts();
  const { data, error } = useGetChartFavoritesQuery(ids, { skip: ids.length === 0 });
  const [toggle] = useToggleChartFavoriteMutation();
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
        .catch(() => {
          setPending((current) => ({ ...current, [id]: !favorite }));
          toasts.addDangerToast(STARRING_ERROR);
        });
    },
    [isFavorite, toggle, toasts],
  );

  return { isFavorite, toggleFavorite };
}
