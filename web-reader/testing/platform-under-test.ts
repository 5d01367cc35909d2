import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, startPlatform, type LocalCardEntry, type RunningPlatform } from '@afrimedia/api';
import { loadConfig } from '@afrimedia/config';
import { dropDatabase, ensureDatabase, withDatabase } from '@afrimedia/postgres';
import { readerApp } from '../server.ts';

const CATCH_UP_MS = 60_000;

/** The demo is written to the event store at start; pages show it once every projection has read it. */
async function projectionsCaughtUp(url: string): Promise<void> {
  for (const deadline = Date.now() + CATCH_UP_MS; Date.now() < deadline;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      checks: { projections?: Record<string, { caughtUp?: boolean }> };
    };
    const projections = Object.values(health.checks.projections ?? {}).filter(
      (entry): entry is { caughtUp: boolean } =>
        typeof entry === 'object' && entry !== null && 'caughtUp' in entry,
    );
    if (projections.length > 0 && projections.every((projection) => projection.caughtUp)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the projections of ${url} did not catch up with the demo content in ${CATCH_UP_MS} ms`);
}

export interface PlatformUnderTest {
  readonly url: string;
  /** The local gateway standing in for Stripe's API. */
  readonly paymentGateway: RunningPlatform['paymentGateway'];
  stop(): Promise<void>;
}

/**
 * The platform as `npm start` runs it (migrations, demo content, projectors, API, the reader rendered on the
 * server), on a free port, with a data folder and a database of its own: a fresh database on `postgresServerUrl`'s
 * server when given, else an embedded PostgreSQL inside the data folder. Only the environment given here counts,
 * so a developer's SITE_PASSWORD or PORT cannot change what the tests see.
 */
export async function startPlatformUnderTest(options: {
  readerBuildDir: string;
  postgresServerUrl?: string;
  label?: string;
  /** How the local gateway takes cards: the reader's own fields, or as real Stripe does (Stripe.js). */
  cardEntry?: LocalCardEntry;
}): Promise<PlatformUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), `afrimedia-${options.label ?? 'e2e'}-`));
  const databaseUrl = options.postgresServerUrl
    ? withDatabase(options.postgresServerUrl, `e2e_${randomBytes(4).toString('hex')}`)
    : undefined;
  const cleanUp = async () => {
    if (databaseUrl) await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (databaseUrl) await ensureDatabase(databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const platform = await startPlatform(config, {
      logger: createLogger({ level: config.logLevel, pretty: false }),
      webApps: [{ mount: '/', serve: await readerApp(options.readerBuildDir) }],
      seedDemo: true,
      ...(options.cardEntry ? { localCardEntry: options.cardEntry } : {}),
    });
    const stop = async () => {
      await platform.stop();
      await cleanUp();
    };
    await projectionsCaughtUp(platform.url).catch(async (error: unknown) => {
      await platform.stop();
      throw error;
    });
    return { url: platform.url, paymentGateway: platform.paymentGateway, stop };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
