/**
 * Spec §3 environment values of the reader app, read once from the process environment. Unset values switch
 * their feature off: no store link means no app banner for that platform. (The site wall's password is the
 * API's: SITE_PASSWORD until the platform team configures one.)
 */
export interface ReaderEnvironment {
  readonly iosStoreUrl: string | undefined;
  readonly androidStoreUrl: string | undefined;
  readonly redirectOnLogin: string;
}

const value = (name: string) => process.env[name]?.trim() || undefined;

export const environment: ReaderEnvironment = {
  iosStoreUrl: value('IOS_STORE_URL'),
  androidStoreUrl: value('ANDROID_STORE_URL'),
  redirectOnLogin: value('REDIRECT_ON_LOGIN') ?? '/',
};
