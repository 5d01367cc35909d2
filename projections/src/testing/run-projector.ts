/**
 * A projector in a process of its own, for the crash test: runs one projection until it is caught up, then exits 0.
 * Usage: node --import tsx run-projector.ts <database url> <projection> <batch size>
 */
import { createPostgresEventStore } from '@afrimedia/event-store';
import { createReadModelsDb } from '@afrimedia/read-models';
import pg from 'pg';
import { projections } from '../index.ts';
import { startProjector } from '../runtime/projector.ts';

const [url, name, batchSize] = process.argv.slice(2);
const projection = projections.find((candidate) => candidate.name === name);
if (!url || !projection) {
  console.error('usage: run-projector.ts <database url> <projection> <batch size>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = createPostgresEventStore({ pool });
const projector = startProjector({
  store,
  db: createReadModelsDb(pool),
  projection,
  batchSize: Number(batchSize ?? 200),
  onError: (error) => console.error(error),
});
await projector.caughtUp();
await projector.stop();
await store.close();
await pool.end();
console.log('caught up');
