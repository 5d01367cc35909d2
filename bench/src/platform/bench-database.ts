import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase, ensureDatabase, startEmbeddedPostgres, withDatabase } from '@afrimedia/postgres';
import pg from 'pg';

/** The PostgreSQL server a run measures on, handing out fresh databases that are dropped when the run ends. */
export interface BenchServer {
  readonly kind: 'embedded' | 'DATABASE_URL';
  /** A new empty database for one scenario (its name carries the run's id, so runs never share one). */
  freshDatabase(label: string): Promise<string>;
  version(): Promise<string>;
  close(): Promise<void>;
}

/** DATABASE_URL's server when set, else an embedded PostgreSQL in a throw-away folder under `.data/`. */
export async function openBenchServer(root: string): Promise<BenchServer> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const created: string[] = [];
  const given = process.env.DATABASE_URL;
  let serverUrl: string;
  let stopServer = async () => {};
  if (given) serverUrl = given;
  else {
    const parent = join(root, '.data');
    mkdirSync(parent, { recursive: true });
    const folder = mkdtempSync(join(parent, 'bench-pg-'));
    const server = await startEmbeddedPostgres({ dataDir: join(folder, 'cluster'), persistent: false });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    };
  }
  return {
    kind: given ? 'DATABASE_URL' : 'embedded',
    async freshDatabase(label) {
      const url = withDatabase(serverUrl, `bench_${label}_${runId}`);
      await ensureDatabase(url);
      created.push(url);
      return url;
    },
    async version() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const result = await client.query<{ server_version: string }>('show server_version');
        return result.rows[0]?.server_version ?? 'unknown';
      } finally {
        await client.end();
      }
    },
    async close() {
      for (const url of created.splice(0)) await dropDatabase(url).catch(() => undefined);
      await stopServer();
    },
  };
}
