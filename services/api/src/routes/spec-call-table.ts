import { readFileSync } from 'node:fs';

export interface SpecCall {
  readonly method: string;
  /** As the spec writes it, with `{placeholders}`, always starting with '/'. */
  readonly path: string;
}

/**
 * The rows of the spec's call table (§7). A cell may hold several methods ("POST / PUT") and several paths
 * ("/a, /a/{slug}"): as many methods as paths pair up in order, otherwise every method applies to every path. A
 * path part without a leading '/' ("income", "performance/{slug}") is a sibling of the previous path's last segment.
 */
export function readSpecCallTable(specPath: string): SpecCall[] {
  const text = readFileSync(specPath, 'utf8');
  const section = text.slice(text.indexOf('## 7. Calls'), text.indexOf('## 8.'));
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, methodCell = '', pathCell = ''] = cells;
    if (!/^(GET|POST|PUT|DELETE)\b/.test(methodCell)) continue;
    const methods = methodCell.split('/').map((method) => method.trim());
    const paths: string[] = [];
    for (const raw of pathCell.replace(/\([^)]*\)/g, '').split(',')) {
      const part = raw.trim();
      if (!part) continue;
      const previous = paths.at(-1);
      if (part.startsWith('/') || !previous) paths.push(part.startsWith('/') ? part : `/${part}`);
      else paths.push(`${previous.slice(0, previous.lastIndexOf('/'))}/${part}`);
    }
    const pairs =
      methods.length === paths.length
        ? methods.map((method, index) => ({ method, path: paths[index]! }))
        : methods.flatMap((method) => paths.map((path) => ({ method, path })));
    calls.push(...pairs);
  }
  return calls;
}
