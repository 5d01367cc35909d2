import Bowser from 'bowser';

/** A browser and a system as people call them, from a user agent; null where it names nothing recognisable. */
export interface DeviceName {
  readonly browser: string | null;
  readonly system: string | null;
}

/** Bowser's names, where the one on the reader's phone is shorter. */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Samsung Internet for Android': 'Samsung Internet',
};

/** KaiOS phones say "KAIOS/2.5" after a Firefox user agent that Bowser reads as Android or as nothing. */
const KAIOS = /\bKAIOS\//i;

export function deviceNameOf(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : null;
  return { browser: browserName, system: KAIOS.test(userAgent) ? 'KaiOS' : os.name || null };
}
