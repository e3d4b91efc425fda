/**
 * Editing the layout from the keyboard, on the focused component frame: Alt+Arrow keys move it one
 * place back or on, Alt+Shift+Left/Right make it a column narrower or wider, Delete or Backspace
 * removes it. Each key is one layout edit (one undo step), and what happened is announced for
 * screen readers. Keys typed into a field inside a frame are left alone.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { keyboardMoveTarget, keyboardResize, type KeyboardMoveDirection } from '../editing';
import {
  applyLayoutEdit,
  type LayoutEdit,
  type LayoutEditingState,
  type LayoutEditOutcome,
} from '../state/layoutEditing';
import { alreadyAtEndText, deletedText, movedText, resizedText, resizeLimitText } from './layoutAnnouncements';
import { tabsLeadingTo, withTabsOpened } from '../layout/layoutQueries';
import { tabsActivated } from '../state/dashboardStateSlice';

/** The one-line instruction each frame gives screen readers (its aria-description). */
export const KEYBOARD_MOVE_HINT =
  'Alt+Arrow keys move this component, Alt+Shift+Left or Right resize it, Delete removes it.';

const FRAME_SELECTOR = '[data-layout-id]';

/** The latest announcement; `sequence` changes with every one, so a repeated text is read again. */
export interface LayoutAnnouncement {
  text: string;
  sequence: number;
}

type LayoutKeyCommand =
  { kind: 'move'; direction: KeyboardMoveDirection } | { kind: 'resize'; deltaColumns: number } | { kind: 'delete' };

type KeyPress = Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>;

function layoutKeyCommand(event: KeyPress): LayoutKeyCommand | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (!event.altKey) {
    const deletes = !event.shiftKey && (event.key === 'Delete' || event.key === 'Backspace');
    return deletes ? { kind: 'delete' } : null;
  }
  if (event.shiftKey) {
    if (event.key === 'ArrowLeft') return { kind: 'resize', deltaColumns: -1 };
    if (event.key === 'ArrowRight') return { kind: 'resize', deltaColumns: 1 };
    return null;
  }
  if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') return { kind: 'move', direction: 'previous' };
  if (event.key === 'ArrowDown' || event.key === 'ArrowRight') return { kind: 'move', direction: 'next' };
  return null;
}

/** The component id of the frame the key was pressed on; none when it came from something inside a frame. */
function frameIdOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  // The tab bar keeps focus on its own tab button, which holds the tab's frame (its title).
  if (target.getAttribute('role') === 'tab') return target.querySelector<HTMLElement>(FRAME_SELECTOR)?.dataset.layoutId;
  return target.closest(FRAME_SELECTOR) === target ? target.dataset.layoutId : undefined;
}

function framesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FRAME_SELECTOR));
}

/** Where focus goes once a frame is deleted: the next frame outside it, else the one before. */
function neighbourFrameIds(container: HTMLElement, frame: HTMLElement): string[] {
  const frames = framesIn(container);
  const index = frames.indexOf(frame);
  const after = frames.slice(index + 1).filter((other) => !frame.contains(other));
  const before = frames.slice(0, Math.max(index, 0)).reverse();
  return [...after, ...before].flatMap((other) => (other.dataset.layoutId ? [other.dataset.layoutId] : []));
}

interface CommandContext {
  layout: DashboardLayout;
  componentId: string;
  edit: (edit: LayoutEdit) => LayoutEditOutcome;
}

/** Runs one command as at most one layout edit; returns what to announce. */
function runCommand(command: LayoutKeyCommand, { layout, componentId, edit }: CommandContext): string {
  const component = layout[componentId];
  if (!component) return '';
  switch (command.kind) {
    case 'move': {
      const target = keyboardMoveTarget(layout, componentId, command.direction);
      if (!target) return alreadyAtEndText(component, command.direction);
      const outcome = edit({ kind: 'move', componentId, ...target });
      return outcome.ok ? movedText(layout, outcome.layout, componentId) : outcome.error;
    }
    case 'resize': {
      const resize = keyboardResize(layout, componentId, command.deltaColumns);
      if (!resize) {
        const canResize = keyboardResize(layout, componentId, -command.deltaColumns) !== null;
        return resizeLimitText(component, canResize, command.deltaColumns);
      }
      const outcome = edit({ kind: 'resize', ...resize });
      return outcome.ok ? resizedText(outcome.layout, componentId) : outcome.error;
    }
    case 'delete': {
      const outcome = edit({ kind: 'delete', componentId });
      return outcome.ok ? deletedText(component) : outcome.error;
    }
  }
}

/**
 * Listens for the layout keys inside `containerRef` (which must be mounted with the hook's owner).
 * Render `<LayoutAnnouncer announcement={announcement} />` next to the container.
 */
export function useKeyboardLayoutMoves(containerRef: RefObject<HTMLElement | null>): {
  announcement: LayoutAnnouncement;
} {
  const dispatch = useAppDispatch();
  const store = useStore<LayoutEditingState>();
  const [announcement, setAnnouncement] = useState<LayoutAnnouncement>({ text: '', sequence: 0 });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let pendingFrame: number | undefined;

    // The frame may re-mount in its new place: look it up again once the page has rendered.
    const focusFirstOf = (ids: readonly string[]) => {
      if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
      pendingFrame = requestAnimationFrame(() => {
        pendingFrame = undefined;
        const frames = framesIn(container);
        for (const id of ids) {
          const frame = frames.find((candidate) => candidate.dataset.layoutId === id);
          if (frame) {
            frame.focus();
            return;
          }
        }
      });
    };

    // A component moved into a tab that is not open: open it, so the component stays in sight and focused.
    const showTabsLeadingTo = (componentId: string) => {
      const { dashboardLayout, dashboardState } = store.getState();
      const opened = withTabsOpened(
        dashboardLayout.present,
        dashboardState.activeTabs,
        tabsLeadingTo(dashboardLayout.present, componentId),
      );
      if (opened.join() !== dashboardState.activeTabs.join()) dispatch(tabsActivated(opened));
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const componentId = frameIdOf(event.target);
      const command = layoutKeyCommand(event);
      if (!componentId || !command || !(event.target instanceof HTMLElement)) return;
      event.preventDefault();
      // Before the tab bar's own arrow-key handling (it would switch tabs instead).
      event.stopPropagation();
      const focusAfter = command.kind === 'delete' ? neighbourFrameIds(container, event.target) : [componentId];
      const text = runCommand(command, {
        layout: store.getState().dashboardLayout.present,
        componentId,
        edit: (edit) => dispatch(applyLayoutEdit(edit)),
      });
      if (command.kind !== 'delete') showTabsLeadingTo(componentId);
      focusFirstOf(focusAfter);
      if (text) setAnnouncement((previous) => ({ text, sequence: previous.sequence + 1 }));
    };

    // Capture: the frame's own widgets (a tab title inside the tab bar) must not see a layout key first.
    container.addEventListener('keydown', onKeyDown, true);
    return () => {
      container.removeEventListener('keydown', onKeyDown, true);
      if (pendingFrame !== undefined) cancelAnimationFrame(pendingFrame);
    };
  }, [containerRef, dispatch, store]);

  return { announcement };
}
