/**
 * `npm run verify-income`: recomputes every author's income from the event store with the domain's rules and
 * compares it with the income read model to the cent. Exits 0 when every line, statement and payout matches, and
 * 1 naming the first that does not. Run it while `npm start` is stopped when using the embedded database.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@afrimedia/config';
import { createLogger, openPlatformDatabase } from '@afrimedia/api';
import { MICRO_EUROS_PER_CENT, retentionHorizons } from '@afrimedia/domain';
import { createPostgresEventStore, migrateEventStore } from '@afrimedia/event-store';
import { progressBar, verifyIncome } from '@afrimedia/projections';
import { createReadModelsDb, migrateReadModels } from '@afrimedia/read-models';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');

/** Whole cents as euros, `1,234.05 €`: the remainder under a cent is what statements carry, not shown here. */
const euros = (microEuros: number) => {
  const cents = Math.floor(microEuros / MICRO_EUROS_PER_CENT);
  return `${Math.floor(cents / 100).toLocaleString('en')}.${String(cents % 100).padStart(2, '0')} €`;
};

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ level: 'warn' });
  const database = await openPlatformDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(root, config.dataDir),
    logger,
  });
  const pool = new pg.Pool({ connectionString: database.url });
  const store = createPostgresEventStore({ pool });
  try {
    await migrateEventStore(pool);
    const db = createReadModelsDb(pool);
    await migrateReadModels(db);
    const started = performance.now();
    let bar: ReturnType<typeof progressBar> | undefined;
    const result = await verifyIncome(
      { store, db, detailKeptFrom: retentionHorizons(new Date()).financial },
      ({ eventsRead, eventsTotal }) => {
        bar ??= progressBar(eventsTotal);
        bar({ projection: 'verify-income', applied: eventsRead, elapsedMs: performance.now() - started });
      },
    );
    process.stderr.write('\n');
    console.log(
      `${result.events.toLocaleString('en')} events, ${result.lines.toLocaleString('en')} ledger lines, ` +
        `${result.statements.toLocaleString('en')} statements, ${result.authors.toLocaleString('en')} authors, ` +
        `${euros(result.microEuros)} in all (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const { difference } = result;
    if (difference) {
      console.error(
        `income differs for author ${difference.authorId}, ${difference.period} of ${difference.periodStart}: ` +
          `${difference.what} should be ${difference.expected}, is ${difference.actual}`,
      );
      return 1;
    }
    console.log('income matches the events');
    return 0;
  } finally {
    await store.close();
    await pool.end();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
