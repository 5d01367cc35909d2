import { describe, expect, it } from 'vitest';
import { appBannerFor, isLite, pageLanguage } from './root-data.server.ts';

const allFour = {
  available_langs: [
    { id: 'en', name: 'English' },
    { id: 'fr', name: 'Français' },
    { id: 'ar', name: 'العربية' },
    { id: 'es', name: 'Español' },
  ],
  default_lang: 'en',
};
const ask = (input: Partial<Parameters<typeof pageLanguage>[0]>) =>
  pageLanguage({
    query: undefined,
    cookie: undefined,
    account: undefined,
    acceptLanguage: null,
    config: allFour,
    ...input,
  });

describe('the language of a page', () => {
  it('follows the browser with its region trimmed, falling back to English', () => {
    expect(ask({ acceptLanguage: 'ar-MA,fr;q=0.8' })).toBe('ar');
    expect(ask({ acceptLanguage: 'de-DE,es;q=0.5' })).toBe('es');
    expect(ask({ acceptLanguage: 'de-DE' })).toBe('en');
  });

  it('prefers the query, then the device or account choice, over the browser', () => {
    expect(ask({ query: 'fr', cookie: 'es', acceptLanguage: 'ar' })).toBe('fr');
    expect(ask({ cookie: 'es', account: 'fr', acceptLanguage: 'ar' })).toBe('es');
    expect(ask({ account: 'fr', acceptLanguage: 'ar' })).toBe('fr');
  });

  it('keeps to the configured languages and their forced default', () => {
    const config = {
      available_langs: [
        { id: 'fr', name: 'Français' },
        { id: 'ar', name: 'العربية' },
      ],
      default_lang: 'fr',
    };
    expect(ask({ config, acceptLanguage: 'en-GB' })).toBe('fr');
    expect(ask({ config, query: 'es' })).toBe('fr');
    expect(ask({ config, acceptLanguage: 'ar-EG' })).toBe('ar');
  });
});

describe('data saver', () => {
  const request = (headers: Record<string, string>) => new Request('http://reader.test/', { headers });
  it('follows Save-Data unless the reader chose otherwise', () => {
    expect(isLite(request({ 'save-data': 'on' }))).toBe(true);
    expect(isLite(request({}))).toBe(false);
    expect(isLite(request({ 'save-data': 'on', cookie: 'lite=0' }))).toBe(false);
    expect(isLite(request({ cookie: 'lite=1' }))).toBe(true);
  });
});

describe('the mobile app banner', () => {
  const stores = {
    iosStoreUrl: 'https://apps.apple.com/app/x',
    androidStoreUrl: 'https://play.google.com/store/x',
  };
  it('points at the store of the phone, and at none elsewhere or when there is no app there', () => {
    expect(appBannerFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', stores)).toEqual({
      store: 'ios',
      url: stores.iosStoreUrl,
    });
    expect(appBannerFor('Mozilla/5.0 (Linux; Android 13; itel A70)', stores)?.store).toBe('android');
    expect(appBannerFor('Mozilla/5.0 (X11; Linux x86_64)', stores)).toBeNull();
    expect(
      appBannerFor('Mozilla/5.0 (Linux; Android 13)', { iosStoreUrl: undefined, androidStoreUrl: undefined }),
    ).toBeNull();
  });
});
