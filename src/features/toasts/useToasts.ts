import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast, type ToastOptions } from './toastsSlice';

type ShowToast = (text: string, options?: ToastOptions) => void;

interface ToastActions {
  addInfoToast: ShowToast;
  addSuccessToast: ShowToast;
  addWarningToast: ShowToast;
  addDangerToast: ShowToast;
}

/** The toast helpers bound to the store's dispatch; the returned object is stable across renders. */
export function useToasts(): ToastActions {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      addInfoToast: (text, options) => {
        dispatch(addInfoToast(text, options));
      },
      addSuccessToast: (text, options) => {
        dispatch(addSuccessToast(text, options));
      },
      addWarningToast: (text, options) => {
        dispatch(addWarningToast(text, options));
      },
      addDangerToast: (text, options) => {
        dispatch(addDangerToast(text, options));
      },
    }),
    [dispatch],
  );
}
