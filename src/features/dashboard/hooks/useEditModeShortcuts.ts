/** Ctrl+Z undoes a layout edit, Ctrl+Shift+Z (or Ctrl+Y) redoes it — not while typing in a field. */
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { redoLayoutEdit, undoLayoutEdit } from '../state/layoutHistory';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Which history step a key press asks for, if any. */
export function historyShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

export function useEditModeShortcuts(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const step = historyShortcut(event);
      if (!step) return;
      event.preventDefault();
      dispatch(step === 'undo' ? undoLayoutEdit() : redoLayoutEdit());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
