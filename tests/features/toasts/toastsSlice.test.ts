// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDangerToast,
  addInfoToast,
  addSuccessToast,
  addToast,
  addWarningToast,
  removeToast,
  selectToasts,
  toastsReducer,
  type ToastsState,
} from '../../../src/features/toasts';

const empty: ToastsState = { messages: [] };

function reduce(...actions: Parameters<typeof toastsReducer>[1][]): ToastsState {
  return actions.reduce(toastsReducer, empty);
}

describe('toastsReducer', () => {
  it('starts with no toasts', () => {
    expect(toastsReducer(undefined, { type: '@@init' })).toEqual({ messages: [] });
  });

  it.each([
    ['info', addInfoToast, 4000],
    ['success', addSuccessToast, 4000],
    ['warning', addWarningToast, 6000],
    ['danger', addDangerToast, 8000],
  ] as const)('gives a %s toast its default duration of %s ms', (toastType, helper, duration) => {
    const state = reduce(helper('Something happened'));
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({
      toastType,
      text: 'Something happened',
      duration,
      noDuplicate: false,
    });
    expect(state.messages[0].id).toEqual(expect.any(String));
  });

  it('keeps a custom duration, including 0 (stays until closed)', () => {
    const state = reduce(
      addToast({ toastType: 'danger', text: 'Short', duration: 1500 }),
      addWarningToast('Sticky', { duration: 0 }),
    );
    expect(state.messages.map((toast) => toast.duration)).toEqual([1500, 0]);
  });

  it('gives every toast its own id', () => {
    const state = reduce(addInfoToast('One'), addInfoToast('Two'));
    expect(state.messages[0].id).not.toBe(state.messages[1].id);
  });

  it('adds a duplicate text when noDuplicate is off', () => {
    const state = reduce(addDangerToast('Query failed'), addDangerToast('Query failed'));
    expect(state.messages.map((toast) => toast.text)).toEqual(['Query failed', 'Query failed']);
  });

  it('skips a noDuplicate toast whose text is already showing', () => {
    const state = reduce(addDangerToast('Query failed'), addDangerToast('Query failed', { noDuplicate: true }));
    expect(state.messages).toHaveLength(1);
  });

  it('adds a noDuplicate toast when its text is not showing', () => {
    const state = reduce(addDangerToast('Query failed'), addDangerToast('Query was stopped.', { noDuplicate: true }));
    expect(state.messages.map((toast) => toast.text)).toEqual(['Query failed', 'Query was stopped.']);
    expect(state.messages[1].noDuplicate).toBe(true);
  });

  it('adds a noDuplicate toast again once the first one was removed', () => {
    const first = reduce(addInfoToast('Saved', { noDuplicate: true }));
    const afterRemove = toastsReducer(first, removeToast(first.messages[0].id));
    const again = toastsReducer(afterRemove, addInfoToast('Saved', { noDuplicate: true }));
    expect(again.messages.map((toast) => toast.text)).toEqual(['Saved']);
  });

  it('removes only the toast with the given id', () => {
    const state = reduce(addInfoToast('Keep'), addInfoToast('Drop'));
    const dropId = state.messages[1].id;
    const after = toastsReducer(state, removeToast(dropId));
    expect(after.messages.map((toast) => toast.text)).toEqual(['Keep']);
  });

  it('selects the toasts from the app state', () => {
    const toasts = reduce(addInfoToast('Hello'));
    expect(selectToasts({ toasts })).toBe(toasts.messages);
  });
});
