/**
 * The actions that show a toast. They live outside the toasts feature so shared components (copy
 * to clipboard) can show one; the feature's slice keeps the messages and its container shows them.
 */
import { createAction, nanoid } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS } from '../constants';

/** The spec's Toast entity: a short message in the bottom-right corner. */
export type ToastType = 'info' | 'success' | 'warning' | 'danger';

export interface Toast {
  id: string;
  toastType: ToastType;
  text: string;
  /** Milliseconds before it goes away on its own; 0 or less keeps it until closed. */
  duration: number;
  /** When true, the toast is not added while a toast with the same text is showing. */
  noDuplicate: boolean;
}

interface AddToastRequest {
  toastType: ToastType;
  text: string;
  duration?: number;
  noDuplicate?: boolean;
}

export type ToastOptions = Pick<AddToastRequest, 'duration' | 'noDuplicate'>;

export const addToast = createAction('toasts/addToast', (request: AddToastRequest) => ({
  payload: {
    id: nanoid(),
    toastType: request.toastType,
    text: request.text,
    duration: request.duration ?? TOAST_DURATION_MS[request.toastType],
    noDuplicate: request.noDuplicate ?? false,
  } satisfies Toast,
}));

export const addInfoToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'info', text, ...options });
export const addSuccessToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'success', text, ...options });
export const addWarningToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'warning', text, ...options });
export const addDangerToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'danger', text, ...options });
