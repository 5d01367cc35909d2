import { useEffect } from 'react';
import { useAppDispatch } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';
import type { FieldError } from './field-error.ts';
import { useErrorText } from '../../i18n/use-t.ts';

/** Spec §8: with scripts, a refused form also shows a red toast for `ms` (10 s registration, 3 s password). */
export function useFailureToast(error: FieldError | null | undefined, ms: number): void {
  const dispatch = useAppDispatch();
  const text = useErrorText();
  useEffect(() => {
    if (error) dispatch(uiActions.showToast(text(error.code), ms));
  }, [dispatch, error, ms, text]);
}
