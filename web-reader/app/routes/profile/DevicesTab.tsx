import { Form, useNavigation } from 'react-router';
import { useErrorText, useT, type Translate } from '../../i18n/use-t.ts';
import type { DeviceRow, DevicesTabData } from './devices.server.ts';
import { SavedNote } from './form-parts.tsx';
import type { Intent, ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';
import { tabPath } from './tabs.ts';

const DEVICE_INTENTS: readonly Intent[] = ['sign-out-device', 'sign-out-other-devices'];
const isDeviceIntent = (value: unknown) => DEVICE_INTENTS.some((intent) => intent === value);

/** "Chrome · Android", as much of it as the user agent told. */
const nameOf = (device: DeviceRow, t: Translate) =>
  [device.browser, device.system].filter(Boolean).join(' · ') || t('profile.devices.unknown');

/**
 * Where the account is signed in (the API's sessions, one per sign-in), this device marked. Every other one has
 * its own sign-out form, and one more form signs them all out: plain posts, so it works without scripts.
 */
export function DevicesTab({
  tab,
  result,
}: {
  tab: DevicesTabData;
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && isDeviceIntent(navigation.formData?.get('intent'));
  if (tab.error !== undefined)
    return (
      <p className="form-status field-error" role="alert">
        {t('profile.devices.error')}
      </p>
    );
  const others = tab.devices.filter((device) => !device.current).length;
  return (
    <div className="stack">
      <p>{t('profile.devices.intro')}</p>
      <DevicesStatus result={result} />
      {tab.devices.length === 0 ? (
        <p>{t('profile.devices.none')}</p>
      ) : (
        <ul className="profile-list" aria-label={t('profile.devices.list')} aria-busy={sending || undefined}>
          {tab.devices.map((device) => (
            <DeviceItem key={device.id} device={device} sending={sending} />
          ))}
        </ul>
      )}
      {others === 0 && tab.devices.length > 0 ? <p>{t('profile.devices.onlyThis')}</p> : null}
      {others > 0 ? (
        <TabForm
          tab="devices"
          intent="sign-out-other-devices"
          submit={t('profile.devices.others')}
          disabled={sending}
        >
          <p className="field-hint">{t('profile.devices.othersHint')}</p>
        </TabForm>
      ) : null}
    </div>
  );
}

function DeviceItem({ device, sending }: { device: DeviceRow; sending: boolean }) {
  const t = useT();
  const name = nameOf(device, t);
  return (
    <li>
      <div>
        <h3>
          <bdi>{name}</bdi>
          {device.current ? (
            <>
              {' '}
              <span className="profile-list__current">{t('profile.devices.this')}</span>
            </>
          ) : null}
        </h3>
        <p className="field-hint">{device.country ?? t('profile.devices.placeUnknown')}</p>
        <p className="field-hint">
          {t('profile.devices.firstSeen', { date: device.firstSeen })}
          <br />
          {t('profile.devices.lastSeen', { date: device.lastSeen })}
        </p>
      </div>
      {device.current ? null : (
        <Form method="post" action={tabPath('devices')}>
          <input type="hidden" name="intent" value="sign-out-device" />
          <input type="hidden" name="device" value={device.id} />
          <button
            type="submit"
            className="button button--small"
            aria-label={t('profile.devices.signOutNamed', { device: name })}
            disabled={sending}
          >
            {t('profile.devices.signOut')}
          </button>
        </Form>
      )}
    </li>
  );
}

/** What became of the last sign-out: done, a device someone had already signed out, or the API's refusal. */
function DevicesStatus({ result }: { result: ProfileActionResult | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  if (!result || !isDeviceIntent(result.intent)) return null;
  const one = result.intent === 'sign-out-device';
  if ('saved' in result)
    return <SavedNote>{t(one ? 'profile.devices.signedOut' : 'profile.devices.othersDone')}</SavedNote>;
  if (one && result.error.code === 'NOT_FOUND')
    return <SavedNote>{t('profile.devices.alreadySignedOut')}</SavedNote>;
  return (
    <p className="form-status field-error" role="alert">
      {errorText(result.error.code)}
    </p>
  );
}
