/**
 * The platform process the API scenarios load: what `npm start` runs (startPlatform with the reader app rendered on
 * the server), on the bench's database, without demo content. Tells its parent its address over IPC and stops on
 * SIGTERM.
 */
import { loadConfig } from '@afrimedia/config';
import { createLogger, startPlatform } from '@afrimedia/api';
import { readerApp } from '@afrimedia/web-reader/server';

const buildDir = process.env.BENCH_READER_BUILD;
if (!buildDir || !process.send)
  throw new Error('serve-platform runs as a child of the bench with BENCH_READER_BUILD set');
const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
const platform = await startPlatform(config, {
  logger,
  webApps: [{ mount: '/', serve: await readerApp(buildDir) }],
});
process.send({ url: platform.url });
process.removeAllListeners('SIGTERM');
process.once('SIGTERM', () => {
  platform.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
