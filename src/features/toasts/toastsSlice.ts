import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addToast, type Toast } from '../../utils/toastActions';

export { addToast, addInfoToast, addSuccessToast, addWarningToast, addDangerToast } from '../../utils/toastActions';
export type { Toast, ToastType, ToastOptions } from '../../utils/toastActions';

export interface ToastsState {
  messages: Toast[];
}

/** The slice of the app state this feature reads; kept narrow so any store holding it works. */
interface ToastsRootState {
  toasts: ToastsState;
}

const initialState: ToastsState = { messages: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    removeToast(state, action: PayloadAction<string>) {
      state.messages = state.messages.filter((toast) => toast.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToast, (state, action) => {
      const toast = action.payload;
      const alreadyShowing = state.messages.some((shown) => shown.text === toast.text);
      if (toast.noDuplicate && alreadyShowing) return;
      state.messages.push(toast);
    });
  },
});

export const { removeToast } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const selectToasts = (state: ToastsRootState): Toast[] => state.toasts.messages;
