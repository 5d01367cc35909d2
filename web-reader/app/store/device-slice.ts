import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export interface CookiePermissions {
  readonly essential: true;
  readonly audience: boolean;
}

export interface DeviceState {
  readonly lang: string;
  readonly deviceId: string;
  /** Null until the reader answered the cookie banner. */
  readonly cookiePermissions: CookiePermissions | null;
  readonly appBannerClosed: boolean;
}

export const deviceActions = {
  answeredCookies: createAction<{ audience: boolean }>('device/answeredCookies'),
  closedAppBanner: createAction('device/closedAppBanner'),
  restored: createAction<Partial<DeviceState>>('device/restored'),
};

const initial: DeviceState = { lang: 'en', deviceId: '', cookiePermissions: null, appBannerClosed: false };

export function deviceReducer(state: DeviceState = initial, action: UnknownAction): DeviceState {
  if (deviceActions.answeredCookies.match(action)) {
    return { ...state, cookiePermissions: { essential: true, audience: action.payload.audience } };
  }
  if (deviceActions.closedAppBanner.match(action)) return { ...state, appBannerClosed: true };
  if (deviceActions.restored.match(action)) return { ...state, ...action.payload };
  return state;
}
