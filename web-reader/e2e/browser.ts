import { existsSync } from 'node:fs';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser } from 'playwright-core';

/** Flags for the serverless build that break a second browser context in a long-lived browser. */
const SERVERLESS_ONLY = new Set(['--single-process', '--no-zygote']);

/**
 * Headless Chromium for browser tests: CHROMIUM_PATH when set, else Debian's chromium when installed, else the
 * Chromium shipped inside the npm package @sparticuz/chromium (unpacked to the temp folder; nothing downloads).
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const debian = '/usr/bin/chromium';
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv || existsSync(debian)) {
    return chromium.launch({
      executablePath: fromEnv ?? debian,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...extraArgs,
      ],
    });
  }
  return chromium.launch({
    executablePath: await sparticuz.executablePath(),
    headless: true,
    args: [...sparticuz.args.filter((arg) => !SERVERLESS_ONLY.has(arg)), '--no-sandbox', ...extraArgs],
  });
}
