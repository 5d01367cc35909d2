import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export type Modal = 'visitor' | null;

export interface Toast {
  readonly id: number;
  readonly text: string;
  /** Spec §9: 5 s in general, 10 s for a failed registration, 3 s for a password change. */
  readonly ms: number;
}

export interface UiState {
  readonly modal: Modal;
  readonly toasts: readonly Toast[];
}

let nextToast = 1;

export const uiActions = {
  openModal: createAction<Modal>('ui/openModal'),
  /** Spec §4: the visitor modal toggles open and closed. */
  toggleVisitorModal: createAction('ui/toggleVisitorModal'),
  showToast: createAction('ui/showToast', (text: string, ms = 5_000) => ({
    payload: { id: nextToast++, text, ms },
  })),
  dismissToast: createAction<number>('ui/dismissToast'),
};

const initial: UiState = { modal: null, toasts: [] };

export function uiReducer(state: UiState = initial, action: UnknownAction): UiState {
  if (uiActions.openModal.match(action)) return { ...state, modal: action.payload };
  if (uiActions.toggleVisitorModal.match(action))
    return { ...state, modal: state.modal === 'visitor' ? null : 'visitor' };
  if (uiActions.showToast.match(action)) {
    // The same message twice reads as two problems: the newer one replaces it, with a fresh delay.
    const others = state.toasts.filter((toast) => toast.text !== action.payload.text);
    return { ...state, toasts: [...others, action.payload] };
  }
  if (uiActions.dismissToast.match(action))
    return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.payload) };
  return state;
}
