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
export type { ToastsState } from './toastsSlice';
export { ToastContainer } from './ToastContainer';
export { useToasts } from './useToasts';
