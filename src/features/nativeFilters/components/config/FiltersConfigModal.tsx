/**
 * 'Add and edit filters' (spec §4, §5, §9; reference §3.6, §4.5): the dashboard owner's editor of
 * native filters and dividers. Edits stay in the modal until Save, which validates every item
 * (the first invalid one is selected; a cascade cycle focuses its parent field) and hands the
 * complete configuration to the caller; a rejected save keeps the modal open with its message.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { newDivider, newFilter, saveRefusal, validateItem, type ItemErrors } from '../../rules/configForm';
import { filtersConfigSaveResult, type FiltersConfigSaveResult } from '../../rules/configFormSave';
import { isFilterDivider, type FilterConfigItem } from '../../rules/filterTypes';
import {
  FILTER_REMOVAL_GRACE_MS,
  finalizeRemoval,
  markRemoved,
  NO_REMOVALS,
  restoreRemoved,
  type RemovalState,
} from '../../rules/removalGrace';
import type { ScopeLayout } from '../../rules/scope';
import { AddItemMenu } from './AddItemMenu';
import { DividerForm } from './DividerForm';
import { FilterForm } from './FilterForm';
import { FilterList, itemTitle } from './FilterList';
import { RemovedItem } from './RemovedItem';

/** Spec §9: the modal default width. */
const MODAL_WIDTH = 600;

export interface FiltersConfigModalProps {
  open: boolean;
  /** Current native_filter_configuration in display order (filters and dividers). */
  items: FilterConfigItem[];
  /** The dashboard layout, for the scope tree (tabs, and charts with meta.chartId / meta.sliceName). */
  layout: ScopeLayout;
  /** Charts on the dashboard with their dataset id, for scope labels. */
  charts: { id: number; sliceName: string; datasetId: number | null }[];
  /** Open on this filter (e.g. from a filter's edit icon); else the first. */
  initialFilterId?: string;
  /** Resolve to save; reject (Error with message) to keep the modal open and show the message. */
  onSave(result: FiltersConfigSaveResult): Promise<void>;
  onCancel(): void;
}

type ContentProps = Omit<FiltersConfigModalProps, 'open'>;

function errorMessage(caught: unknown): string {
  if (caught instanceof Error) return caught.message;
  return typeof caught === 'string' ? caught : 'Sorry, an unknown error occurred.';
}

/** Keeps only the messages of fields that still fail after an edit. */
function stillFailing(previous: ItemErrors | undefined, item: FilterConfigItem): ItemErrors | undefined {
  if (!previous) return undefined;
  const now = validateItem(item);
  const kept = Object.fromEntries(
    Object.keys(previous)
      .filter((field) => field in now)
      .map((field) => [field, now[field as keyof ItemErrors]]),
  ) as ItemErrors;
  return Object.keys(kept).length ? kept : undefined;
}

function FiltersConfigContent({ items, layout, charts, initialFilterId, onSave, onCancel }: ContentProps) {
  const [draft, setDraft] = useState<FilterConfigItem[]>(items);
  const [removals, setRemovals] = useState<RemovalState>(NO_REMOVALS);
  const [selectedId, setSelectedId] = useState<string | undefined>(
    items.some((item) => item.id === initialFilterId) ? initialFilterId : items[0]?.id,
  );
  const [errors, setErrors] = useState<Record<string, ItemErrors>>({});
  const [attention, setAttention] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const update = (next: FilterConfigItem) => {
    setDraft((current) => current.map((item) => (item.id === next.id ? next : item)));
    setErrors((current) => {
      const { [next.id]: previous, ...rest } = current;
      const kept = isFilterDivider(next) || !previous?.parents ? stillFailing(previous, next) : undefined;
      return kept ? { ...rest, [next.id]: kept } : rest;
    });
  };
  const add = (kind: 'filter' | 'divider') => {
    const item = kind === 'filter' ? newFilter() : newDivider();
    setDraft((current) => [...current, item]);
    setSelectedId(item.id);
  };
  const move = (from: number, to: number) =>
    setDraft((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });
  const remove = (id: string) => {
    setRemovals((current) => markRemoved(current, id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setRemovals((current) => finalizeRemoval(current, id));
        setDraft((current) => current.filter((item) => item.id !== id));
      }, FILTER_REMOVAL_GRACE_MS),
    );
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRemovals((current) => restoreRemoved(current, id));
  };

  const save = async () => {
    const kept = draft.filter((item) => !removals.pending.includes(item.id));
    const refusal = saveRefusal(kept);
    setSaveError(null);
    if (refusal) {
      setErrors(refusal.errors);
      setSelectedId(refusal.id);
      setAttention((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await onSave(filtersConfigSaveResult(items, kept, layout));
    } catch (caught) {
      setSaveError(errorMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  // An item gone for good leaves the selection to the first remaining one.
  useEffect(() => {
    if (!draft.some((item) => item.id === selectedId)) setSelectedId(draft[0]?.id);
  }, [draft, selectedId]);

  const selected = draft.find((item) => item.id === selectedId);
  const parentChoices = draft
    .filter((item) => !isFilterDivider(item) && item.id !== selectedId && !removals.pending.includes(item.id))
    .map((item) => ({ id: item.id, name: itemTitle(item) }));

  let pane = null;
  if (selected && removals.pending.includes(selected.id)) {
    pane = (
      <RemovedItem kind={isFilterDivider(selected) ? 'divider' : 'filter'} onRestore={() => restore(selected.id)} />
    );
  } else if (selected && isFilterDivider(selected)) {
    pane = <DividerForm key={selected.id} divider={selected} errors={errors[selected.id] ?? {}} onChange={update} />;
  } else if (selected) {
    pane = (
      <FilterForm
        key={selected.id}
        filter={selected}
        parentChoices={parentChoices}
        errors={errors[selected.id] ?? {}}
        attention={attention}
        layout={layout}
        charts={charts}
        onChange={update}
      />
    );
  }

  return (
    <>
      <div style={{ display: 'flex', gap: 16, minHeight: 360 }}>
        <div style={{ width: 200, flexShrink: 0, borderRight: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <AddItemMenu onAdd={add} />
          <FilterList
            items={draft}
            selectedId={selectedId}
            pendingRemoval={removals.pending}
            invalidIds={Object.keys(errors)}
            onSelect={setSelectedId}
            onMove={move}
            onRemove={remove}
            onRestore={restore}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }} data-test="filter-config-pane">
          {pane}
        </div>
      </div>
      {saveError && <Alert type="error" showIcon message={saveError} style={{ marginTop: 12 }} />}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button data-test="filters-config-cancel" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="primary" data-test="filters-config-save" loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </>
  );
}

export function FiltersConfigModal({ open, ...props }: FiltersConfigModalProps) {
  return (
    <Modal
      open={open}
      title="Add and edit filters"
      width={MODAL_WIDTH}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      onCancel={props.onCancel}
    >
      {/* Mounted per opening, so every opening starts from the given items. */}
      {open && (
        <div data-test="filters-config-modal">
          <FiltersConfigContent {...props} />
        </div>
      )}
    </Modal>
  );
}
