/**
 * The modal's left pane: filters and dividers in display order. A row is dragged to a new place,
 * or moved with Alt+ArrowUp / Alt+ArrowDown while focused; removed rows show until their grace
 * period ends.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Button, Typography } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { isFilterDivider, type FilterConfigItem } from '../../rules/filterTypes';

const ROW_TYPE = 'FILTER_CONFIG_ITEM';
const UNTITLED = '[untitled]';

interface DraggedRow {
  id: string;
  index: number;
}

export function itemTitle(item: FilterConfigItem): string {
  const text = isFilterDivider(item) ? item.title : item.name;
  return text.trim() || UNTITLED;
}

interface FilterListProps {
  items: FilterConfigItem[];
  selectedId: string | undefined;
  pendingRemoval: readonly string[];
  invalidIds: readonly string[];
  onSelect(id: string): void;
  onMove(from: number, to: number): void;
  onRemove(id: string): void;
  onRestore(id: string): void;
}

interface RowProps extends Omit<FilterListProps, 'items' | 'selectedId' | 'pendingRemoval' | 'invalidIds'> {
  item: FilterConfigItem;
  index: number;
  count: number;
  selected: boolean;
  removed: boolean;
  invalid: boolean;
  onKeyboardMove(id: string, from: number, to: number): void;
}

function FilterListRow({ item, index, count, selected, removed, invalid, ...actions }: RowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [, drop] = useDrop<DraggedRow>({
    accept: ROW_TYPE,
    hover(dragged) {
      if (dragged.index === index) return;
      actions.onMove(dragged.index, index);
      // The dragged row now sits here; later hovers compare against its new place.
      dragged.index = index;
    },
  });
  const [{ dragging }, drag] = useDrag({
    type: ROW_TYPE,
    item: (): DraggedRow => ({ id: item.id, index }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  drag(drop(ref));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= count) return;
      event.preventDefault();
      actions.onKeyboardMove(item.id, index, to);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      actions.onSelect(item.id);
    }
  };

  const kind = isFilterDivider(item) ? 'divider' : 'filter';
  return (
    <div
      ref={ref}
      role="option"
      aria-selected={selected}
      tabIndex={0}
      data-test="filter-config-item"
      data-item-id={item.id}
      onClick={() => actions.onSelect(item.id)}
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '6px 8px',
        cursor: 'pointer',
        opacity: dragging ? 0.4 : 1,
        background: selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
        borderLeft: selected ? '3px solid #1677ff' : '3px solid transparent',
      }}
    >
      <HolderOutlined aria-hidden style={{ cursor: 'grab' }} />
      <Typography.Text
        delete={removed}
        type={invalid ? 'danger' : removed ? 'secondary' : undefined}
        italic={isFilterDivider(item)}
        style={{ flex: 1 }}
        ellipsis
      >
        {itemTitle(item)}
      </Typography.Text>
      {removed ? (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            actions.onRestore(item.id);
          }}
        >
          Undo?
        </Button>
      ) : (
        <Button
          type="text"
          size="small"
          aria-label={`Remove ${kind}`}
          data-test="remove-filter-button"
          icon={<DeleteOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            actions.onRemove(item.id);
          }}
        />
      )}
    </div>
  );
}

export function FilterList({ items, selectedId, pendingRemoval, invalidIds, ...actions }: FilterListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [movedId, setMovedId] = useState<string | null>(null);
  // A keyboard move re-orders the rows; the moved row keeps the focus.
  useEffect(() => {
    if (!movedId) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [];
    Array.from(rows)
      .find((row) => row.dataset.itemId === movedId)
      ?.focus();
    setMovedId(null);
  }, [movedId, items]);
  return (
    <DndProvider backend={HTML5Backend}>
      <div ref={listRef} role="listbox" aria-label="Filters and dividers" data-test="filter-config-list">
        {items.map((item, index) => (
          <FilterListRow
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            selected={item.id === selectedId}
            removed={pendingRemoval.includes(item.id)}
            invalid={invalidIds.includes(item.id)}
            onKeyboardMove={(id, from, to) => {
              actions.onMove(from, to);
              setMovedId(id);
            }}
            {...actions}
          />
        ))}
      </div>
    </DndProvider>
  );
}
