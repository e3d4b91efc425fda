import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SQL_DISPATCH_DEBOUNCE_MS, useDebouncedSql } from '../../../src/features/sqlLab/components/useDebouncedSql';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('typed SQL reaches the store', () => {
  it('after a pause in typing, once', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedSql('qe1', 'SELECT', commit));
    act(() => {
      result.current.setText('SELECT 1');
      result.current.setText('SELECT 12');
    });
    expect(commit).not.toHaveBeenCalled();
    expect(result.current.text).toBe('SELECT 12');
    act(() => vi.advanceTimersByTime(SQL_DISPATCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('qe1', 'SELECT 12');
  });

  it('at once on flush (run, blur), with the text to run', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedSql('qe1', '', commit));
    act(() => result.current.setText('SELECT 42'));
    let flushed = '';
    act(() => {
      flushed = result.current.flush();
    });
    expect(flushed).toBe('SELECT 42');
    expect(commit).toHaveBeenCalledWith('qe1', 'SELECT 42');
    act(() => vi.advanceTimersByTime(SQL_DISPATCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('when the editor goes away or the page is hidden', () => {
    const commit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedSql('qe1', '', commit));
    act(() => result.current.setText('SELECT 1'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(commit).toHaveBeenLastCalledWith('qe1', 'SELECT 1');
    act(() => result.current.setText('SELECT 2'));
    unmount();
    expect(commit).toHaveBeenLastCalledWith('qe1', 'SELECT 2');
  });

  it('shows SQL changed elsewhere (format, rerun)', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ sql }) => useDebouncedSql('qe1', sql, commit), {
      initialProps: { sql: 'select 1' },
    });
    rerender({ sql: 'SELECT\n  1' });
    expect(result.current.text).toBe('SELECT\n  1');
    expect(commit).not.toHaveBeenCalled();
  });

  it('to the tab it was typed in when the user switches tabs, then shows the other tab', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ id, sql }) => useDebouncedSql(id, sql, commit), {
      initialProps: { id: 'qe1', sql: 'SELECT 1' },
    });
    act(() => result.current.setText('SELECT 1 + 1'));
    rerender({ id: 'qe2', sql: 'SELECT 2' });
    expect(commit).toHaveBeenCalledWith('qe1', 'SELECT 1 + 1');
    expect(result.current.text).toBe('SELECT 2');
    act(() => vi.advanceTimersByTime(SQL_DISPATCH_DEBOUNCE_MS));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('to the new id when the tab gets its server id while the user types', () => {
    const commit = vi.fn();
    const identity = { tabExists: () => false, isSameTab: () => true };
    const { result, rerender } = renderHook(({ id, sql }) => useDebouncedSql(id, sql, commit, identity), {
      initialProps: { id: 'local-id', sql: 'SELECT ...' },
    });
    act(() => result.current.setText('SELECT 1 AS x'));
    rerender({ id: '17', sql: 'SELECT ...' });
    expect(commit).toHaveBeenCalledWith('17', 'SELECT 1 AS x');
    expect(result.current.text).toBe('SELECT 1 AS x');
  });
});
