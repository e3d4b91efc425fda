/** The toasts feature's public surface: import toasts only from here. */
export {
  toastsReducer,
  addToast,
  removeToast,
  selectToasts,
  addInfoToast,
  addSuccessToast,
  addWarningToast,
  addDangerToast,
} from './toastsSlice';
export type { Toast, ToastType, ToastsState, ToastsRootState, AddToastRequest, ToastOptions } from './toastsSlice';
export { ToastContainer } from './ToastContainer';
export { useToasts } from './useToasts';
export type { ToastActions, ShowToast } from './useToasts';
