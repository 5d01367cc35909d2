import { ReturnHere } from '../components/ReturnHere.tsx';
import { useT } from '../i18n/use-t.ts';
import { useRoot } from './use-root.ts';

/**
 * One button per available language, each naming itself in its own language. A plain document form: the page
 * reloads in the new language (spec §4), with or without scripts.
 */
export function LanguagePicker() {
  const t = useT();
  const { config, lang } = useRoot();
  return (
    <form
      method="post"
      action="/settings/language"
      className="language-picker"
      aria-label={t('nav.languages')}
    >
      <ReturnHere />
      {config.available_langs.map((language) => (
        <button
          key={language.id}
          type="submit"
          name="lang"
          value={language.id}
          lang={language.id}
          aria-current={language.id === lang ? 'true' : undefined}
          className="language-picker__choice"
        >
          {language.name}
        </button>
      ))}
    </form>
  );
}
