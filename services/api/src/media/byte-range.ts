import type { ByteRange } from './media-storage.ts';

const RANGE_SPEC = /^(\d*)-(\d*)$/;

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14), `'unsatisfiable'` for
 * a 416, or `undefined` for the whole file. A header that is absent, malformed, in another unit, or asks for
 * several ranges means the whole file, which HTTP allows and spares a multipart/byteranges body.
 * Written here rather than taken from express' `req.range`, which answers 416 to a suffix longer than the
 * file (`bytes=-5000` of 1,000 bytes) where HTTP wants the whole file as the part.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const [unit, specs, ...rest] = header?.split('=') ?? [];
  if (unit?.trim().toLowerCase() !== 'bytes' || specs === undefined || rest.length > 0) return undefined;
  const [spec, ...more] = specs.split(',');
  const parts = more.length === 0 ? RANGE_SPEC.exec(spec?.trim() ?? '') : null;
  if (!parts) return undefined;
  const [, first = '', last = ''] = parts;

  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
