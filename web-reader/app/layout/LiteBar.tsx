import { useT } from '../i18n/use-t.ts';
import { LiteSwitch } from './LiteSwitch.tsx';

/** Shown on every data-saver page: what is left out, and a visible way back to the full site. */
export function LiteBar() {
  const t = useT();
  return (
    <LiteSwitch turnOn={false} formClassName="lite-bar" buttonClassName="button button--small">
      <p>{t('lite.on')}</p>
    </LiteSwitch>
  );
}
