import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import {
  ToastContainer,
  addDangerToast,
  addInfoToast,
  addSuccessToast,
  addWarningToast,
  toastsReducer,
  useToasts,
} from '../../../src/features/toasts';

function createToastStore() {
  return configureStore({ reducer: { toasts: toastsReducer } });
}

type ToastStore = ReturnType<typeof createToastStore>;

function renderContainer(store: ToastStore = createToastStore()) {
  render(
    <Provider store={store}>
      <ToastContainer />
    </Provider>,
  );
  return store;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastContainer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a danger toast for 8 s: still there at 7.9 s, gone at 8 s', () => {
    const store = renderContainer();
    act(() => {
      store.dispatch(addDangerToast('Your query could not be saved'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your query could not be saved');
    advance(7900);
    expect(screen.getByText('Your query could not be saved')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Your query could not be saved')).not.toBeInTheDocument();
    expect(store.getState().toasts.messages).toEqual([]);
  });

  it.each([
    ['info', addInfoToast, 4000],
    ['success', addSuccessToast, 4000],
    ['warning', addWarningToast, 6000],
  ] as const)('removes a %s toast after %s ms', (_type, helper, duration) => {
    const store = renderContainer();
    act(() => {
      store.dispatch(helper('A message'));
    });
    advance(duration - 1);
    expect(screen.getByText('A message')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('A message')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const store = renderContainer();
    act(() => {
      store.dispatch(addWarningToast('Stays', { duration: 0 }));
    });
    advance(60_000);
    expect(screen.getByText('Stays')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Stays')).not.toBeInTheDocument();
  });

  it('closes only the toast whose Close button was pressed', () => {
    const store = renderContainer();
    act(() => {
      store.dispatch(addInfoToast('First'));
      store.dispatch(addDangerToast('Second'));
    });
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    fireEvent.click(closeButtons[0]);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Second']);
  });

  it('announces problems as alerts and confirmations as status, styled by type', () => {
    const store = renderContainer();
    act(() => {
      store.dispatch(addSuccessToast('Your query was saved'));
      store.dispatch(addDangerToast('Network error'));
    });
    const success = screen.getByRole('status');
    const danger = screen.getByRole('alert');
    expect(success).toHaveTextContent('Your query was saved');
    expect(success).toHaveClass('ant-alert-success');
    expect(danger).toHaveTextContent('Network error');
    expect(danger).toHaveClass('ant-alert-error');
  });

  it('is pinned to the bottom-right corner', () => {
    const store = renderContainer();
    act(() => {
      store.dispatch(addInfoToast('Corner'));
    });
    const container = screen.getByTestId('toast-container');
    expect(container).toHaveStyle({ position: 'fixed' });
    expect(container.style.right).not.toBe('');
    expect(container.style.bottom).not.toBe('');
  });
});

describe('useToasts', () => {
  it('dispatches each kind of toast', () => {
    const store = createToastStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useToasts(), { wrapper });
    act(() => {
      result.current.addInfoToast('i');
      result.current.addSuccessToast('s');
      result.current.addWarningToast('w', { duration: 10 });
      result.current.addDangerToast('d', { noDuplicate: true });
    });
    expect(
      store.getState().toasts.messages.map(({ toastType, text, duration, noDuplicate }) => ({
        toastType,
        text,
        duration,
        noDuplicate,
      })),
    ).toEqual([
      { toastType: 'info', text: 'i', duration: 4000, noDuplicate: false },
      { toastType: 'success', text: 's', duration: 4000, noDuplicate: false },
      { toastType: 'warning', text: 'w', duration: 10, noDuplicate: false },
      { toastType: 'danger', text: 'd', duration: 8000, noDuplicate: true },
    ]);
  });
});
