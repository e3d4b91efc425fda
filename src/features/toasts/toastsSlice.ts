import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS } from '../../constants';

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

export interface ToastsState {
  messages: Toast[];
}

export interface AddToastRequest {
  toastType: ToastType;
  text: string;
  duration?: number;
  noDuplicate?: boolean;
}

export type ToastOptions = Pick<AddToastRequest, 'duration' | 'noDuplicate'>;

/** The slice of the app state this feature reads; kept narrow so any store holding it works. */
export interface ToastsRootState {
  toasts: ToastsState;
}

const initialState: ToastsState = { messages: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<Toast>) {
        const toast = action.payload;
        const alreadyShowing = state.messages.some((shown) => shown.text === toast.text);
        if (toast.noDuplicate && alreadyShowing) return;
        state.messages.push(toast);
      },
      prepare(request: AddToastRequest) {
        return {
          payload: {
            id: nanoid(),
            toastType: request.toastType,
            text: request.text,
            duration: request.duration ?? TOAST_DURATION_MS[request.toastType],
            noDuplicate: request.noDuplicate ?? false,
          } satisfies Toast,
        };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.messages = state.messages.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { addToast, removeToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const selectToasts = (state: ToastsRootState): Toast[] => state.toasts.messages;

export const addInfoToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'info', text, ...options });
export const addSuccessToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'success', text, ...options });
export const addWarningToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'warning', text, ...options });
export const addDangerToast = (text: string, options: ToastOptions = {}) =>
  addToast({ toastType: 'danger', text, ...options });
