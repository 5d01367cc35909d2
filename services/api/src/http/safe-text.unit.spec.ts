import { describe, expect, it } from 'vitest';
import { holdsUnsafeText, isSafeEncoded } from './safe-text.ts';
import { isSafeText } from './storable-text.ts';

describe('safe text', () => {
  it('refuses a NUL and a lone surrogate, keeps every well-formed text', () => {
    expect(isSafeText('Ségou, Lagos, الرباط, 東京 🎶')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00y')).toBe(false);
    expect(isSafeText('\ud83c\udfb6')).toBe(true);
    expect(isSafeText('\udfb6\ud83c')).toBe(false);
  });

  it('judges percent-encoded text by what it decodes to, refusing malformed UTF-8', () => {
    expect(isSafeEncoded('caf%C3%A9')).toBe(true);
    expect(isSafeEncoded('%F0%9F%8E%B6')).toBe(true);
    expect(isSafeEncoded('a%00b')).toBe(false);
    expect(isSafeEncoded('%ED%A0%80')).toBe(false);
    expect(isSafeEncoded('%C3')).toBe(false);
    expect(isSafeEncoded('%FF')).toBe(false);
    expect(isSafeEncoded('50%')).toBe(false);
    expect(isSafeEncoded('plain-text_1.0')).toBe(true);
  });

  it('finds unsafe text in values and keys at any depth', () => {
    expect(holdsUnsafeText({ a: [{ b: 'ok' }], c: 1, d: null, e: true })).toBe(false);
    expect(holdsUnsafeText({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(holdsUnsafeText({ profile: { '\ud800': 'x' } })).toBe(true);
    expect(holdsUnsafeText('\udfff')).toBe(true);
    expect(holdsUnsafeText(undefined)).toBe(false);
  });

  it('walks a body nested deeper than the call stack allows', () => {
    let nested: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(holdsUnsafeText(nested)).toBe(true);
  });
});
