import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A refusal's code in the reader's language; a code the catalogue does not know reads as a generic failure. */
export function useErrorText(): (code: string) => string {
  const intl = useIntl();
  return useCallback(
    (code: string) => {
      const id = `error.${code}`;
      return intl.formatMessage({ id: Object.hasOwn(intl.messages, id) ? id : 'error.SOMETHING_WENT_WRONG' });
    },
    [intl],
  );
}
