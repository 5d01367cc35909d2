import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

export const READER_BUILD = join(import.meta.dirname, '../build');
/** Gzipped JavaScript an article page may load in total (react + react-router alone hydrate with ~107 KiB). */
export const ARTICLE_BUDGET_KIB = 125;

/**
 * The scripts a page made of these routes loads (entry, each route module and their imports, each file once, and
 * the route manifest when the build loads it whole),
 * and their size gzipped at level 9 (in all and per file, largest first), as a server would send them.
 */
export async function pageScripts(buildDir: string, routeIds: readonly string[]) {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const { assets } = build;
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route)
      throw new Error(`no route ${id} in the build (routes: ${Object.keys(assets.routes).join(', ')})`);
    if (route.module) files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  // With lazy route discovery (React Router's default) the page inlines the routes it matched and never loads
  // the whole manifest.
  if (build.routeDiscovery.mode === 'initial') files.add(assets.url);
  const sizes = [...files].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(buildDir, 'client', file)), { level: 9 }).length,
  }));
  sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  return { files: [...files], gzipBytes, sizes };
}
