/**
 * A control holding a list edited item by item (metrics, adhoc filters, formatting rules): which
 * item's editor is open ('new' for the one being added), saving it in place or at the end, and
 * removing one. `commit` hands the next list to the control's value.
 */
import { useState } from 'react';

type ListEditingTarget = number | 'new' | null;

export function useListItemEditing<Item>(items: readonly Item[], commit: (next: Item[]) => void) {
  const [editing, setEditing] = useState<ListEditingTarget>(null);
  const save = (item: Item) => {
    const next = [...items];
    if (editing === 'new' || editing === null) next.push(item);
    else next[editing] = item;
    commit(next);
    setEditing(null);
  };
  const remove = (index: number) => commit(items.filter((_, position) => position !== index));
  return { editing, setEditing, save, remove };
}
