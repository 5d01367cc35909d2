import type { ReactNode } from 'react';
import { ReturnHere } from '../components/ReturnHere.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * Turns the data saver on or off and comes back to the page shown. A plain document form: the data-saver pages
 * carry no script. `children` stand before the button.
 */
export function LiteSwitch({
  turnOn,
  formClassName,
  buttonClassName,
  children,
}: {
  turnOn: boolean;
  formClassName?: string;
  buttonClassName: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <form method="post" action="/settings/lite" className={formClassName}>
      {children}
      <input type="hidden" name="lite" value={turnOn ? '1' : '0'} />
      <ReturnHere />
      <button type="submit" className={buttonClassName}>
        {turnOn ? t('lite.turnOn') : t('lite.turnOff')}
      </button>
    </form>
  );
}
