import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { uiActions, type Modal } from '../store/ui-slice.ts';

/** A native modal dialog: it traps focus, closes on Escape and gives focus back where it came from. */
function Dialog({
  name,
  title,
  children,
}: {
  name: Exclude<Modal, null>;
  title: string;
  children: ReactNode;
}) {
  const open = useAppSelector((state) => state.ui.modal === name);
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const t = useT();
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={`${name}-title`}
      onClose={() => dispatch(uiActions.openModal(null))}
    >
      <h2 id={`${name}-title`}>{title}</h2>
      {children}
      <button
        type="button"
        className="modal__close icon-button"
        aria-label={t('visitor.close')}
        onClick={() => dispatch(uiActions.openModal(null))}
      >
        ×
      </button>
    </dialog>
  );
}

/** Spec §2 visitor modal: join us, register, sign in (width 630). */
export function VisitorModal() {
  const t = useT();
  const dispatch = useAppDispatch();
  const close = () => dispatch(uiActions.openModal(null));
  return (
    <Dialog name="visitor" title={t('visitor.title')}>
      <p>{t('visitor.text')}</p>
      <p className="modal__actions">
        <Link to="/register" className="button" onClick={close}>
          {t('visitor.register')}
        </Link>
        <Link to="/login" onClick={close}>
          {t('visitor.signIn')}
        </Link>
      </p>
    </Dialog>
  );
}
