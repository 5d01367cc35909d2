import { authCalls } from '@afrimedia/contracts';
import { Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/profile';
import { dateText } from '../../i18n/dates.server.ts';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { onKidsProfile } from '../profiles/kids-profile.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { countryOptions, pageLanguage } from './countries.server.ts';
import { DeleteTab } from './DeleteTab.tsx';
import { devicesTabData } from './devices.server.ts';
import { DevicesTab } from './DevicesTab.tsx';
import { HideWatchedTab } from './HideWatchedTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { IconTab } from './IconTab.tsx';
import { LanguageTab } from './LanguageTab.tsx';
import { LoginTab } from './LoginTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { PersonalTab } from './PersonalTab.tsx';
import { PreferencesTab } from './PreferencesTab.tsx';
import { profileAction } from './profile-action.server.ts';
import type { ProfileActionResult } from './profile-result.ts';
import { householdRules } from './profiles-data.server.ts';
import { ProfilesTab } from './ProfilesTab.tsx';
import { SavedTab } from './SavedTab.tsx';
import { subscriptionTabData } from './subscription-data.server.ts';
import { SubscriptionsTab } from './SubscriptionsTab.tsx';
import { TABS, tabOf, tabPath } from './tabs.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  const url = new URL(request.url);
  if (!api.session.tokens) throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
  const [user, lang] = await Promise.all([api.call(authCalls.user), readerLanguage(request, context)]);
  // A kids profile has no account settings: the picker is where it is left, with the PIN.
  if (onKidsProfile(user)) throw redirect('/profiles');
  const tab = tabOf(url.searchParams.get('t'));
  return {
    user,
    tab,
    countries: tab === 'personal' ? countryOptions(pageLanguage(request, api.lang, user.lang)) : [],
    subscription: tab === 'subscriptions' ? await subscriptionTabData(api, lang, user, new Date()) : null,
    subscriptionEnd: user.subscription_end ? dateText(lang, user.subscription_end) : null,
    devices: tab === 'devices' ? await devicesTabData(api, lang) : null,
    household: tab === 'profiles' ? householdRules : null,
  };
}

export const action = ({ request, context }: Route.ActionArgs) => profileAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'profile.title' });

/** Spec §2 account: one tab per setting, each a link (`?t=`), so every tab opens without scripts too. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, tab, countries, subscription, subscriptionEnd } = loaderData;
  const result = useActionData<ProfileActionResult>();
  return (
    <div className="account">
      <h1>{t('profile.title')}</h1>
      <nav className="account__tabs" aria-label={t('profile.tabs')}>
        <ul>
          {TABS.map((each) => (
            <li key={each}>
              <Link to={tabPath(each)} aria-current={each === tab ? 'page' : undefined} preventScrollReset>
                {t(`profile.tab.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account__panel" aria-labelledby="account-panel-title">
        <h2 id="account-panel-title">{t(`profile.tab.${tab}`)}</h2>
        {tab === 'personal' ? <PersonalTab user={user} countries={countries} result={result} /> : null}
        {tab === 'login' ? <LoginTab user={user} result={result} /> : null}
        {tab === 'preferences' ? <PreferencesTab /> : null}
        {tab === 'notifications' ? <NotificationsTab user={user} result={result} /> : null}
        {tab === 'language' ? <LanguageTab /> : null}
        {tab === 'icon' ? <IconTab user={user} result={result} /> : null}
        {tab === 'history' ? <HistoryTab result={result} /> : null}
        {tab === 'hide-watched' ? <HideWatchedTab user={user} result={result} /> : null}
        {loaderData.household ? (
          <ProfilesTab user={user} rules={loaderData.household} result={result} />
        ) : null}
        {subscription ? (
          <SubscriptionsTab user={user} end={subscriptionEnd} tab={subscription} result={result} />
        ) : null}
        {loaderData.devices ? <DevicesTab tab={loaderData.devices} result={result} /> : null}
        {tab === 'saved' ? <SavedTab /> : null}
        {tab === 'delete' ? <DeleteTab result={result} /> : null}
      </section>
    </div>
  );
}
