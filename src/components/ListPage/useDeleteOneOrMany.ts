import { useConfirmedDelete, type DeleteFlow } from './useConfirmedDelete';

/** How the list tells the user the outcome (the app's toasts, passed in). */
interface DeleteToasts {
  addSuccessToast: (text: string) => void;
  addDangerToast: (text: string) => void;
}

interface DeleteOneOrManyOptions<Item> {
  /** Deletes one item by id. */
  deleteOne: (id: number) => Promise<unknown>;
  /** Deletes several in one request; resolves to the server's message. */
  deleteMany: (ids: number[]) => Promise<string>;
  toasts: DeleteToasts;
  /** The success text for one item, and for several when the server sends no message. */
  deletedText: (items: Item[]) => string;
  failedText: (items: Item[], error: unknown) => string;
}

/**
 * Deleting after a confirmation where the API deletes one item by id and several in one request; a
 * toast tells how it went (the server's message for several).
 */
export function useDeleteOneOrMany<Item extends { id: number }>({
  deleteOne,
  deleteMany,
  toasts,
  deletedText,
  failedText,
}: DeleteOneOrManyOptions<Item>): DeleteFlow<Item> {
  return useConfirmedDelete<Item>(async (items) => {
    const ids = items.map((item) => item.id);
    try {
      if (items.length === 1) {
        await deleteOne(ids[0]);
        toasts.addSuccessToast(deletedText(items));
      } else {
        const message = await deleteMany(ids);
        toasts.addSuccessToast(message || deletedText(items));
      }
      return ids;
    } catch (caught) {
      toasts.addDangerToast(failedText(items, caught));
      return [];
    }
  });
}
