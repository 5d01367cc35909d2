/**
 * `npm run start:prod`: one process of the platform from the production build (`npm run build:prod`), running the
 * parts PLATFORM_PARTS names; no demo content and no build at start. Bundled into dist/, one level below the
 * repository, like this file.
 */
import { resolve } from 'node:path';
import { servePlatform } from './serve-platform.ts';

servePlatform({ root: resolve(import.meta.dirname, '..'), seedDemo: false });
