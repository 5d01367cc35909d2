import { deviceCalls } from '@afrimedia/contracts';
import { dateText } from '../../i18n/dates.server.ts';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import type { ProfileActionResult } from './profile-result.ts';

/** One place the account is signed in, its place and dates written on the server in the reader's language. */
export interface DeviceRow {
  readonly id: string;
  readonly browser: string | null;
  readonly system: string | null;
  readonly country: string | null;
  readonly firstSeen: string;
  readonly lastSeen: string;
  readonly current: boolean;
}

/** The devices tab: the list, or the code of the API's refusal when it could not be read. */
export type DevicesTabData =
  | { readonly devices: readonly DeviceRow[]; readonly error?: undefined }
  | { readonly devices?: undefined; readonly error: string };

const ISO_REGION = /^[a-z]{2}$/i;

/**
 * The account's devices as the API lists them (the most recently seen first). The country's name and the days
 * are written here, so the browser shows the same text the server rendered.
 */
export async function devicesTabData(api: ApiClient, lang: string): Promise<DevicesTabData> {
  try {
    const { devices } = await api.call(deviceCalls.devices);
    const regions = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    return {
      devices: devices.map((device) => ({
        id: device.id,
        browser: device.browser,
        system: device.system,
        country:
          device.country && ISO_REGION.test(device.country)
            ? (regions.of(device.country.toUpperCase()) ?? null)
            : null,
        firstSeen: dateText(lang, device.first_seen),
        lastSeen: dateText(lang, device.last_seen),
        current: device.current,
      })),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: error.code };
  }
}

/** Ends another device's sign-in: the API refuses that device's next request. */
export async function signOutDevice(api: ApiClient, deviceId: string): Promise<ProfileActionResult> {
  await api.call(deviceCalls.signOutDevice, { params: { id: deviceId } });
  return { intent: 'sign-out-device', saved: true };
}

export async function signOutOtherDevices(api: ApiClient): Promise<ProfileActionResult> {
  await api.call(deviceCalls.signOutOtherDevices);
  return { intent: 'sign-out-other-devices', saved: true };
}
