import { useMemo, useState, type Key } from 'react';

interface PageSelection {
  /** The selected ids among the rows shown. */
  selectedIds: number[];
  select: (keys: readonly Key[]) => void;
  /** Forgets rows that are gone (deleted). */
  drop: (ids: number[]) => void;
}

/** The rows selected on a list: only those on the page shown stay selected, as the bulk actions are per page. */
export function usePageSelection(idsShown: number[]): PageSelection {
  const [selection, setSelection] = useState<number[]>([]);
  const selectedIds = useMemo(() => selection.filter((id) => idsShown.includes(id)), [selection, idsShown]);
  return {
    selectedIds,
    select: (keys) => setSelection(keys.map(Number)),
    drop: (ids) => setSelection((current) => current.filter((id) => !ids.includes(id))),
  };
}
