/** Keyboard layout edits on focused frames: one undo step each, announced, focus kept on the component. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { Provider, useSelector } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { LayoutAnnouncer } from '../../../src/features/dashboard/components/editing/LayoutAnnouncer';
import {
  KEYBOARD_MOVE_HINT,
  useKeyboardLayoutMoves,
} from '../../../src/features/dashboard/hooks/useKeyboardLayoutMoves';
import type { LayoutEditingState } from '../../../src/features/dashboard/state/layoutEditing';
import { undoLayoutEdit } from '../../../src/features/dashboard/state/layoutHistory';
import { gridLayout, tabbedLayout } from './editing/editingFixtures';
import { layoutTestStore, toastTexts, type LayoutTestStore } from './state/layoutTestStore';

/** A frame per component, nested as the layout nests them; markdown holds a text field as the real editor does. */
function Frame({ id }: { id: string }) {
  const component = useSelector((state: LayoutEditingState) => state.dashboardLayout.present[id]);
  if (!component) return null;
  return (
    <div data-layout-id={id} tabIndex={0} aria-description={KEYBOARD_MOVE_HINT}>
      {component.type === 'MARKDOWN' ? <textarea aria-label={`${id} text`} /> : null}
      {component.children.map((child) => (
        <Frame key={child} id={child} />
      ))}
    </div>
  );
}

function EditGrid({ rootId = 'GRID_ID' }: { rootId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { announcement } = useKeyboardLayoutMoves(ref);
  return (
    <>
      <div ref={ref}>
        <Frame id={rootId} />
      </div>
      <LayoutAnnouncer announcement={announcement} />
    </>
  );
}

function renderGrid(layout = gridLayout(), rootId = 'GRID_ID'): LayoutTestStore {
  const store = layoutTestStore(layout);
  render(
    <Provider store={store}>
      <EditGrid rootId={rootId} />
    </Provider>,
  );
  return store;
}

function frame(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-layout-id="${id}"]`);
  if (!found) throw new Error(`no frame for ${id}`);
  return found;
}

/** Presses a key on the focused frame; true when the hook left the key to the browser. */
function press(target: HTMLElement, key: string, modifiers: { altKey?: boolean; shiftKey?: boolean } = {}): boolean {
  target.focus();
  return fireEvent.keyDown(target, { key, ...modifiers });
}

function announcer(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-test="layout-announcer"]');
  if (!region) throw new Error('no announcer');
  return region;
}

describe('useKeyboardLayoutMoves', () => {
  it('moves the focused component with Alt+Arrow, announces it, and keeps focus on it', async () => {
    const store = renderGrid();
    expect(press(frame('CHART-b'), 'ArrowDown', { altKey: true })).toBe(false);
    const { present, past } = store.getState().dashboardLayout;
    expect(past).toHaveLength(1);
    const newRow = present.GRID_ID!.children[1]!;
    expect(present[newRow]!.children).toEqual(['CHART-b']);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent("Moved Chart 'B' to a new row at position 2 of 5 in Dashboard.");
    // The frame re-mounted inside its new row; focus follows it there.
    await waitFor(() => expect(frame('CHART-b')).toHaveFocus());

    press(frame('CHART-b'), 'ArrowUp', { altKey: true });
    expect(store.getState().dashboardLayout.present['ROW-a']!.children).toEqual(['CHART-a', 'CHART-b']);
    expect(announcer()).toHaveTextContent("Moved Chart 'B' to position 2 of 2 in Row.");
    await waitFor(() => expect(frame('CHART-b')).toHaveFocus());
  });

  it('moves left and right with Alt+Left and Alt+Right', () => {
    const store = renderGrid();
    press(frame('CHART-a'), 'ArrowRight', { altKey: true });
    expect(store.getState().dashboardLayout.present['ROW-a']!.children).toEqual(['CHART-b', 'CHART-a']);
    press(frame('CHART-a'), 'ArrowLeft', { altKey: true });
    expect(store.getState().dashboardLayout.present['ROW-a']!.children).toEqual(['CHART-a', 'CHART-b']);
  });

  it('says so when there is nowhere further to go, changing nothing', () => {
    const store = renderGrid();
    press(frame('ROW-a'), 'ArrowUp', { altKey: true });
    expect(announcer()).toHaveTextContent('Row is already first.');
    press(frame('DIVIDER-a'), 'ArrowDown', { altKey: true });
    expect(announcer()).toHaveTextContent('Divider is already last.');
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
  });

  it('resizes by a column with Alt+Shift+Left/Right', () => {
    const store = renderGrid();
    expect(press(frame('CHART-a'), 'ArrowLeft', { altKey: true, shiftKey: true })).toBe(false);
    expect(store.getState().dashboardLayout.present['CHART-a']!.meta.width).toBe(3);
    expect(announcer()).toHaveTextContent("Chart 'A' is now 3 columns wide.");
    press(frame('CHART-a'), 'ArrowRight', { altKey: true, shiftKey: true });
    press(frame('CHART-a'), 'ArrowRight', { altKey: true, shiftKey: true });
    expect(store.getState().dashboardLayout.present['CHART-a']!.meta.width).toBe(4);
    expect(announcer()).toHaveTextContent("Chart 'A' cannot get any wider.");
    press(frame('HEADER-a'), 'ArrowRight', { altKey: true, shiftKey: true });
    expect(announcer()).toHaveTextContent("Header 'Section' cannot be resized here.");
    expect(store.getState().dashboardLayout.past).toHaveLength(2);
  });

  it('deletes the focused component with Delete or Backspace and focuses its neighbour', async () => {
    const store = renderGrid();
    expect(press(frame('HEADER-a'), 'Delete')).toBe(false);
    expect(store.getState().dashboardLayout.present['HEADER-a']).toBeUndefined();
    expect(announcer()).toHaveTextContent("Deleted Header 'Section'.");
    await waitFor(() => expect(frame('DIVIDER-a')).toHaveFocus());
    press(frame('DIVIDER-a'), 'Backspace');
    expect(store.getState().dashboardLayout.present.GRID_ID!.children).toEqual(['ROW-a', 'ROW-b']);
    expect(announcer()).toHaveTextContent('Deleted Divider.');
  });

  it('announces a refusal with the verb’s message', () => {
    const store = renderGrid();
    press(frame('GRID_ID'), 'Delete');
    expect(announcer()).toHaveTextContent('This change does not apply to this component.');
    expect(toastTexts(store)).toEqual(['This change does not apply to this component.']);
  });

  it('leaves keys typed into a field inside a frame alone', () => {
    const store = renderGrid();
    const field = screen.getByLabelText('MARKDOWN-a text');
    expect(press(field, 'Backspace')).toBe(true);
    expect(press(field, 'ArrowDown', { altKey: true })).toBe(true);
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardLayout.present['MARKDOWN-a']).toBeDefined();
  });

  it('is undone in one step', () => {
    const store = renderGrid();
    const loaded = store.getState().dashboardLayout.present;
    press(frame('CHART-b'), 'ArrowDown', { altKey: true });
    press(frame('CHART-a'), 'Delete');
    act(() => store.dispatch(undoLayoutEdit()));
    expect(store.getState().dashboardLayout.present['CHART-a']).toBeDefined();
    act(() => store.dispatch(undoLayoutEdit()));
    expect(store.getState().dashboardLayout.present).toBe(loaded);
    expect(frame('ROW-a').querySelector('[data-layout-id="CHART-b"]')).not.toBeNull();
  });

  it('opens the tab a component moves into, so it stays in sight', () => {
    const store = renderGrid(tabbedLayout(), 'ROOT_ID');
    expect(store.getState().dashboardState.activeTabs).toEqual([]);
    press(frame('DIVIDER-1'), 'ArrowDown', { altKey: true });
    const { present } = store.getState().dashboardLayout;
    const holder = present['DIVIDER-1']!.parents!.find((id) => present[id]?.type === 'TAB' && id !== 'TAB-a');
    expect(holder).toBeDefined();
    expect(store.getState().dashboardState.activeTabs).toContain(holder);
  });
});
