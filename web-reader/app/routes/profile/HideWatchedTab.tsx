import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { tabPath } from './tabs.ts';

/** Hide watched (`hide_watched`): the API then leaves the watched positions out of the account. */
export function HideWatchedTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <Form method="post" action={tabPath('hide-watched')} className="stack">
      <input type="hidden" name="intent" value="hide-watched" />
      <FormStatus result={result} intent="hide-watched" fields={[]} />
      <label className="inline">
        <input
          type="checkbox"
          name="hide_watched"
          value="1"
          defaultChecked={user.hide_watched}
          aria-describedby="hide-watched-hint"
        />
        <span>{t('profile.hideWatched.label')}</span>
      </label>
      <p id="hide-watched-hint" className="field-hint">
        {t('profile.hideWatched.hint')}
      </p>
      <p>
        <button type="submit" className="button">
          {t('profile.save')}
        </button>
      </p>
    </Form>
  );
}
