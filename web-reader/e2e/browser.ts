import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    executablePath: await ownUnpackedChromium(),
    headless: true,
    args: [...sparticuz.args.filter((arg) => !SERVERLESS_ONLY.has(arg)), '--no-sandbox', ...extraArgs],
  });
}

/**
 * Unpacks the npm package's Chromium into a folder of this project's own. The package unpacks into the temp folder
 * itself and skips a file already there, so a Chromium or graphics library another program or user left in /tmp
 * (seen here: swiftshader libraries of another version) would be loaded with ours and crash it at launch.
 */
async function ownUnpackedChromium(): Promise<string> {
  const shared = tmpdir();
  const own = join(shared, `afrimedia-chromium-${process.getuid?.() ?? 'user'}`);
  mkdirSync(own, { recursive: true });
  const before = process.env.TMPDIR;
  process.env.TMPDIR = own;
  try {
    return await sparticuz.executablePath();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}
