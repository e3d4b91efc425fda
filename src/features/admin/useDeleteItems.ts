import { useConfirmedDelete, type DeleteFlow } from '../../components/ListPage';
import { useToasts } from '../toasts';
import { BULK_DELETE_FAILED, DELETE_FAILED, fillTemplate } from './adminMessages';

interface DeleteItemsTexts {
  /** 'Deleted user: %s' */
  deletedOne: string;
  /** 'Deleted users: %s' */
  deletedMany: string;
}

/**
 * Deleting users or roles after a confirmation. FAB's security API has no bulk delete, so each
 * item is its own DELETE, as Superset's pages do: one toast names the deleted, one each failure.
 */
export function useDeleteItems<Item extends { id: number }>(
  deleteOne: (id: number) => Promise<void>,
  nameOf: (item: Item) => string,
  texts: DeleteItemsTexts,
): DeleteFlow<Item> {
  const toasts = useToasts();
  return useConfirmedDelete<Item>(async (items) => {
    const single = items.length === 1;
    const outcomes = await Promise.all(
      items.map((item) =>
        deleteOne(item.id).then(
          () => true,
          () => false,
        ),
      ),
    );
    const deleted = items.filter((_item, index) => outcomes[index]);
    items.forEach((item, index) => {
      if (!outcomes[index])
        toasts.addDangerToast(fillTemplate(single ? DELETE_FAILED : BULK_DELETE_FAILED, nameOf(item)));
    });
    if (deleted.length > 0) {
      const names = deleted.map(nameOf).join(', ');
      toasts.addSuccessToast(fillTemplate(single ? texts.deletedOne : texts.deletedMany, names));
    }
    return deleted.map((item) => item.id);
  });
}
