import { useT } from '../i18n/use-t.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { useRoot } from './use-root.ts';

/**
 * The top bar's language choice: a sub-menu named after the page's language, like the menus beside it, so the
 * four names in full do not push the bar onto a second line on a laptop. It opens with or without scripts.
 */
export function LanguageMenu() {
  const t = useT();
  const { config, lang } = useRoot();
  const current = config.available_langs.find((language) => language.id === lang)?.name ?? lang;
  return (
    <details className="language-menu">
      <summary>
        <span className="visually-hidden">{t('nav.languages')}: </span>
        <span lang={lang}>{current}</span>
      </summary>
      <LanguagePicker />
    </details>
  );
}
