import { useEffect, type CSSProperties } from 'react';
import { Alert, theme } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { removeToast, selectToasts, type Toast, type ToastType } from './toastsSlice';

const ALERT_TYPE_BY_TOAST_TYPE: Record<ToastType, 'info' | 'success' | 'warning' | 'error'> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

/** Problems interrupt assistive technology; confirmations wait their turn. */
const ROLE_BY_TOAST_TYPE: Record<ToastType, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};

const TOAST_WIDTH_PX = 360;

function ToastMessage({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const { id, duration } = toast;

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(removeToast(id)), duration);
    return () => clearTimeout(timer);
  }, [dispatch, id, duration]);

  return (
    <Alert
      type={ALERT_TYPE_BY_TOAST_TYPE[toast.toastType]}
      role={ROLE_BY_TOAST_TYPE[toast.toastType]}
      title={toast.text}
      showIcon
      closable={{ 'aria-label': 'Close', onClose: () => dispatch(removeToast(id)) }}
      data-toast-type={toast.toastType}
    />
  );
}

/** Shows every toast in the store, newest at the bottom, in the bottom-right corner. */
export function ToastContainer() {
  const toasts = useSelector(selectToasts);
  const { token } = theme.useToken();
  if (toasts.length === 0) return null;

  const containerStyle: CSSProperties = {
    position: 'fixed',
    right: token.marginLG,
    bottom: token.marginLG,
    zIndex: token.zIndexPopupBase + 100,
    width: TOAST_WIDTH_PX,
    maxWidth: `calc(100vw - ${2 * token.marginLG}px)`,
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginXS,
  };

  return (
    <div style={containerStyle} data-testid="toast-container">
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
