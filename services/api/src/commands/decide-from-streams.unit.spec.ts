import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

/**
 * The modules that run commands: the command routes (`*-commands.ts`), the reader actions, and the command
 * runner with the facts it loads. A read model may lag behind the events, so none of them may read one to decide:
 * no query function of the read models, no SQL of their own. What a route answers after its command comes from
 * view modules beside it. Read-your-writes is not a decision: it waits on the projections' checkpoints after
 * the append.
 */
const commandModules = sources(src).filter(
  (path) =>
    /-commands\.ts$/.test(path) ||
    path.endsWith(join('routes', 'actions', 'actions-routes.ts')) ||
    (path.includes(`${join(src, 'commands')}/`) && !path.endsWith('read-your-writes.ts')),
);

describe('commands decide from their own streams', () => {
  it('finds the command modules', () => {
    const names = commandModules.map((path) => relative(src, path));
    expect(names).toEqual(
      expect.arrayContaining([
        'commands/dispatch.ts',
        'commands/stream-facts.ts',
        'routes/actions/actions-routes.ts',
        'routes/author/content-commands.ts',
        'routes/author/publication-commands.ts',
        'routes/author/encoder-commands.ts',
      ]),
    );
  });

  it.each(commandModules.map((path) => [relative(src, path), path]))('%s reads no read model', (_, path) => {
    const text = readFileSync(path, 'utf8');
    const valueImports = [...text.matchAll(/^import (?!type )[^;]*from '@afrimedia\/read-models';/gm)];
    expect(valueImports.map((match) => match[0])).toEqual([]);
    expect(text).not.toMatch(/\.selectFrom\(|\bsql`/);
    expect(text).not.toMatch(/from '\.\.\/\.\.\/storage\/api-db\.ts'/);
  });
});
