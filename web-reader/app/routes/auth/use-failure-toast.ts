import { useEffect } from 'react';
import { useAppDispatch } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';
import type { FieldError } from './field-error.ts';
import { useErrorText } from '../../i18n/use-t.ts';

/**
 * Spec §8: with scripts, a refused form also shows a red toast for `ms` (10 s registration, 3 s password). The
 * toast belongs to the attempt that was refused: the next answer (refused again or accepted) and leaving the form
 * take it away, so an old refusal never stands over a success.
 */
export function useFailureToast(error: FieldError | null | undefined, ms: number): void {
  const dispatch = useAppDispatch();
  const text = useErrorText();
  // The text, not the translating function: that one is new at every render, and each would show the toast again.
  const message = error ? text(error.code) : null;
  useEffect(() => {
    if (!error || message === null) return;
    const shown = dispatch(uiActions.showToast(message, ms)).payload.id;
    return () => {
      dispatch(uiActions.dismissToast(shown));
    };
  }, [dispatch, error, message, ms]);
}
