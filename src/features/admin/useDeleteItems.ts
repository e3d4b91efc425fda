import { useState } from 'react';
import { useToasts } from '../toasts';
import { BULK_DELETE_FAILED, DELETE_FAILED, fillTemplate } from './adminMessages';

interface DeleteItemsTexts {
  /** 'Deleted user: %s' */
  deletedOne: string;
  /** 'Deleted users: %s' */
  deletedMany: string;
}

interface DeleteItemsFlow<Item> {
  /** The items waiting for the user's confirmation; null when none. */
  toDelete: Item[] | null;
  busy: boolean;
  ask: (items: Item[]) => void;
  cancel: () => void;
  /** Deletes the items asked about, one request each; resolves to the ids the server deleted. */
  confirm: () => Promise<number[]>;
}

/**
 * Deleting users or roles after a confirmation. FAB's security API has no bulk delete, so each
 * item is its own DELETE, as Superset's pages do: one toast names the deleted, one each failure.
 */
export function useDeleteItems<Item extends { id: number }>(
  deleteOne: (id: number) => Promise<void>,
  nameOf: (item: Item) => string,
  texts: DeleteItemsTexts,
): DeleteItemsFlow<Item> {
  const toasts = useToasts();
  const [toDelete, setToDelete] = useState<Item[] | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (): Promise<number[]> => {
    if (!toDelete) return [];
    const single = toDelete.length === 1;
    setBusy(true);
    const outcomes = await Promise.all(
      toDelete.map((item) =>
        deleteOne(item.id).then(
          () => true,
          () => false,
        ),
      ),
    );
    setBusy(false);
    const deleted = toDelete.filter((_item, index) => outcomes[index]);
    toDelete.forEach((item, index) => {
      if (!outcomes[index])
        toasts.addDangerToast(fillTemplate(single ? DELETE_FAILED : BULK_DELETE_FAILED, nameOf(item)));
    });
    if (deleted.length > 0) {
      const names = deleted.map(nameOf).join(', ');
      toasts.addSuccessToast(fillTemplate(single ? texts.deletedOne : texts.deletedMany, names));
    }
    setToDelete(null);
    return deleted.map((item) => item.id);
  };

  return { toDelete, busy, ask: setToDelete, cancel: () => setToDelete(null), confirm };
}
