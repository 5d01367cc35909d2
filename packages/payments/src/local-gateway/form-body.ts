/**
 * Stripe's request bodies (and GET queries) are `application/x-www-form-urlencoded` with bracket notation:
 * `items[0][price]=price_1&metadata[user_id]=u1&expand[]=latest_invoice`. This turns them back into the
 * nested object the SDK started from. Every leaf stays a string, as on the wire.
 */
export type FormValue = string | readonly FormValue[] | FormObject;
export interface FormObject {
  readonly [key: string]: FormValue;
}

type Mutable = { [key: string]: Mutable | string };

export class FormBodyError extends Error {}

export function parseFormBody(body: string): FormObject {
  // A null prototype: keys such as `__proto__` or `constructor` are plain data here, never the object's own.
  const root: Mutable = Object.create(null);
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawKey = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    const path = keyPath(decode(rawKey));
    assign(root, path, decode(rawValue));
  }
  return toArrays(root) as FormObject;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new FormBodyError(`Invalid URL encoding: ${text}`);
  }
}

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormBodyError(`Invalid parameter name: ${key}`);
  const segments = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1] ?? '', ...segments];
}

function assign(target: Mutable, path: readonly string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  // `expand[]=a&expand[]=b`: an empty index appends.
  const key = head === '' ? String(Object.keys(target).length) : head;
  if (rest.length === 0) {
    if (key in target) throw new FormBodyError(`Parameter given twice: ${path.join('.')}`);
    target[key] = value;
    return;
  }
  const existing = target[key];
  if (typeof existing === 'string')
    throw new FormBodyError(`Parameter is both a value and an object: ${key}`);
  const child: Mutable = existing ?? Object.create(null);
  target[key] = child;
  assign(child, rest, value);
}

/** Objects whose keys are exactly 0..n-1 were arrays on the SDK's side. */
function toArrays(value: Mutable | string): FormValue {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const converted: Record<string, FormValue> = Object.create(null);
  for (const key of keys) converted[key] = toArrays(value[key] as Mutable | string);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] as FormValue) : converted;
}
