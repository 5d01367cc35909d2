import type { LocalCardEntry } from '@afrimedia/api';
import type { Language } from '@afrimedia/i18n';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../e2e/browser.ts';
import { demoItems, type DemoItems } from '../e2e/demo-items.ts';
import { platformForSpec } from '../e2e/platform-for-spec.ts';
import type { PlatformUnderTest } from './platform-under-test.ts';

/** A 390 × 844 Android phone, cheap and common where the readers are. */
export const PHONE = { width: 390, height: 844 } as const;
export const ANDROID_PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 13; itel A70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** What a browser spec file shares between its tests: one platform with the demo content, one Chromium. */
export interface BrowserPlatform {
  readonly url: string;
  /** The local gateway standing in for Stripe's API (`http://127.0.0.1:<port>`). */
  readonly paymentGateway: string;
  readonly demo: DemoItems;
  readonly browser: Browser;
  /** A new browser context in `lang` (its cookie set, so the server renders that language). */
  context(lang: Language, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** The same on a 390 × 844 Android phone. */
  phone(lang: Language, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Starts the platform (this run's reader build, a database of its own, the demo content, cards taken as
 * `options.cardEntry` says) and Chromium before the file's tests and stops both after them. `environment` is set before the platform starts, for the values
 * the reader's server reads once (the app stores' links).
 */
export function browserPlatform(
  label: string,
  environment: Readonly<Record<string, string>> = {},
  options: { readonly cardEntry?: LocalCardEntry } = {},
): BrowserPlatform {
  let started: { platform: PlatformUnderTest; demo: DemoItems; browser: Browser } | undefined;
  const get = () => {
    if (!started) throw new Error('the platform is used before beforeAll started it');
    return started;
  };

  beforeAll(async () => {
    Object.assign(process.env, environment);
    const platform = await platformForSpec(label, options.cardEntry);
    try {
      const [demo, browser] = await Promise.all([demoItems(platform.url), launchChromium()]);
      started = { platform, demo, browser };
    } catch (error) {
      await platform.stop();
      throw error;
    }
  }, 180_000);

  afterAll(async () => {
    await started?.browser.close();
    await started?.platform.stop();
  });

  const context = async (lang: Language, options: BrowserContextOptions = {}) => {
    const { browser, platform } = get();
    const created = await browser.newContext({ locale: lang, ...options });
    await created.addCookies([{ name: 'lang', value: lang, url: platform.url }]);
    return created;
  };

  return {
    get url() {
      return get().platform.url;
    },
    get paymentGateway() {
      const gateway = get().platform.paymentGateway;
      if (!gateway) throw new Error('the platform runs without the local payment gateway');
      return `${gateway.protocol}://${gateway.host}:${gateway.port}`;
    },
    get demo() {
      return get().demo;
    },
    get browser() {
      return get().browser;
    },
    context,
    phone: (lang, options = {}) =>
      context(lang, {
        viewport: PHONE,
        userAgent: ANDROID_PHONE_AGENT,
        isMobile: true,
        hasTouch: true,
        ...options,
      }),
  };
}
