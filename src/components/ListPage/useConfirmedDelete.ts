import { useState } from 'react';

export interface DeleteFlow<Item> {
  /** The items waiting for the user's confirmation; null when none. */
  toDelete: Item[] | null;
  busy: boolean;
  ask: (items: Item[]) => void;
  cancel: () => void;
  /** Deletes the items asked about; resolves to the ids the server deleted. */
  confirm: () => Promise<number[]>;
}

/**
 * Deleting after a confirmation: `remove` deletes the items asked about (and tells the user how it
 * went) and resolves to the ids deleted; the flow is busy meanwhile and closes afterwards.
 */
export function useConfirmedDelete<Item>(remove: (items: Item[]) => Promise<number[]>): DeleteFlow<Item> {
  const [toDelete, setToDelete] = useState<Item[] | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (): Promise<number[]> => {
    if (!toDelete) return [];
    setBusy(true);
    let deleted: number[];
    try {
      deleted = await remove(toDelete);
    } finally {
      setBusy(false);
    }
    setToDelete(null);
    return deleted;
  };

  return { toDelete, busy, ask: setToDelete, cancel: () => setToDelete(null), confirm };
}
