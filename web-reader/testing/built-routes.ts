import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

export interface BuiltRoute {
  readonly id: string;
  /** The address pattern React Router matches, from the root: `/articles/:slug`, `/content/:slug?`. */
  readonly pattern: string;
  readonly hasLoader: boolean;
  readonly hasAction: boolean;
}

/** Every route of a reader build that answers an address of its own (layouts and the root have none). */
export async function builtRoutes(buildDir: string): Promise<BuiltRoute[]> {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patternOf = (id: string | undefined): string => {
    const route = id === undefined ? undefined : byId.get(id);
    if (!route) return '';
    const parent = patternOf(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return routes
    .filter((route) => route.path !== undefined || route.index === true)
    .map((route) => ({
      id: route.id,
      pattern: patternOf(route.id) || '/',
      hasLoader: route.module.loader !== undefined,
      hasAction: route.module.action !== undefined,
    }));
}

/** An address of `pattern`, each `:param` (optional or not) and `*` filled with what `valueOf` gives its name. */
export const addressOf = (pattern: string, valueOf: (name: string) => string) =>
  pattern.replace(/:(\w+)\??|\*/g, (_, name: string | undefined) => valueOf(name ?? '*'));
