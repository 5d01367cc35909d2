import type { Router } from 'express';

/** What express keeps of a `use` or a route, as the router package builds it (its typings omit these). */
interface Layer {
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> };
  readonly rawPath?: unknown;
  readonly handle: { readonly stack?: readonly Layer[] };
}

/**
 * Every route a router serves, as `METHOD /path` in express syntax, mounted routers included with their mount
 * path: what the API answers, whatever the contracts say.
 */
export function servedRoutes(router: Router): string[] {
  const walk = (stack: readonly Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const { path, methods } = layer.route;
        return Object.keys(methods).map((method) => `${method.toUpperCase()} ${prefix}${path}`);
      }
      if (!layer.handle.stack) return [];
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      return walk(layer.handle.stack, `${prefix}${mount}`);
    });
  return walk(router.stack as unknown as readonly Layer[], '');
}
