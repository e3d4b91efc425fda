// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { historyShortcut } from '../../../src/features/dashboard/hooks/useEditModeShortcuts';

const press = (key: string, modifiers: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key,
  ctrlKey: Boolean(modifiers.ctrl),
  metaKey: Boolean(modifiers.meta),
  shiftKey: Boolean(modifiers.shift),
});

describe('undo and redo shortcuts', () => {
  it('Ctrl+Z (or Cmd+Z) undoes; with Shift, or Ctrl+Y, redoes', () => {
    expect(historyShortcut(press('z', { ctrl: true }))).toBe('undo');
    expect(historyShortcut(press('z', { meta: true }))).toBe('undo');
    expect(historyShortcut(press('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrl: true }))).toBe('redo');
  });

  it('other keys and a Z without Ctrl do nothing', () => {
    expect(historyShortcut(press('z'))).toBeNull();
    expect(historyShortcut(press('x', { ctrl: true }))).toBeNull();
  });
});
