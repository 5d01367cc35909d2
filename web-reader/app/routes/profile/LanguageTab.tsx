import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { SubmitRow } from './form-parts.tsx';
import { tabPath } from './tabs.ts';

/**
 * The interface language, through the language picker's own form (spec §4: saved to the account, and the page
 * reloads in the new language).
 */
export function LanguageTab() {
  const t = useT();
  const { config, lang } = useRoot();
  return (
    <form method="post" action="/settings/language" className="stack">
      <input type="hidden" name="returnTo" value={tabPath('language')} />
      <fieldset className="stack">
        <legend>{t('profile.language.legend')}</legend>
        {config.available_langs.map((language) => (
          <label key={language.id} className="inline">
            <input type="radio" name="lang" value={language.id} defaultChecked={language.id === lang} />
            <span lang={language.id}>{language.name}</span>
          </label>
        ))}
      </fieldset>
      <SubmitRow>{t('profile.save')}</SubmitRow>
    </form>
  );
}
