import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { uiActions, type Toast } from '../store/ui-slice.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(uiActions.dismissToast(toast.id)), toast.ms);
    return () => clearTimeout(timer);
  }, [dispatch, toast]);
  return (
    <li className="toast toast--danger">
      <span>{toast.text}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('toast.close')}
        onClick={() => dispatch(uiActions.dismissToast(toast.id))}
      >
        ×
      </button>
    </li>
  );
}

/** Red toasts (spec §8), announced to screen readers as they appear. */
export function Toasts() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  return (
    <ul className="toasts" role="alert" aria-live="assertive">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}
