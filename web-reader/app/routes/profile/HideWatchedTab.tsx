import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

/** Hide watched (`hide_watched`): the API then leaves the watched positions out of the account. */
export function HideWatchedTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <TabForm tab="hide-watched" intent="hide-watched" submit={t('profile.save')}>
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
    </TabForm>
  );
}
