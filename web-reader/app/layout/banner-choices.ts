import type { CookiePermissions } from '../store/device-slice.ts';

/**
 * The banners' answers, kept in cookies as well as in the device's memory so that the server renders a banner
 * only while it waits for an answer: a banner that shows up once the scripts have read the device's memory
 * pushes the page about on a slow phone.
 */
export interface BannerChoices {
  /** Null until the reader answered the cookie banner. */
  readonly consent: CookiePermissions | null;
  readonly appBannerClosed: boolean;
}

export const CONSENT_COOKIE = 'cookie_consent';
export const APP_BANNER_COOKIE = 'app_banner';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function bannerChoicesOf(cookies: Readonly<Record<string, string | undefined>>): BannerChoices {
  const consent = cookies[CONSENT_COOKIE];
  return {
    consent:
      consent === 'all' || consent === 'essential' ? { essential: true, audience: consent === 'all' } : null,
    appBannerClosed: cookies[APP_BANNER_COOKIE] === 'closed',
  };
}

function setCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

export function rememberConsent({ audience }: { audience: boolean }): void {
  setCookie(CONSENT_COOKIE, audience ? 'all' : 'essential');
}

export function rememberAppBannerClosed(): void {
  setCookie(APP_BANNER_COOKIE, 'closed');
}

/**
 * After the device's memory is read: the cookies win over it (they are what the server rendered by), and an
 * answer the device remembered from before the cookies existed is written to them, once.
 */
export function reconcileBannerChoices(
  remembered: BannerChoices,
  served: BannerChoices,
): Partial<BannerChoices> {
  const fix: { consent?: CookiePermissions; appBannerClosed?: boolean } = {};
  if (served.consent) {
    if (remembered.consent?.audience !== served.consent.audience) fix.consent = served.consent;
  } else if (remembered.consent) rememberConsent(remembered.consent);
  if (served.appBannerClosed) {
    if (!remembered.appBannerClosed) fix.appBannerClosed = true;
  } else if (remembered.appBannerClosed) rememberAppBannerClosed();
  return fix;
}
