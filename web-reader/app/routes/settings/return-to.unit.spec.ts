import { describe, expect, it } from 'vitest';
import { returnTo } from './return-to.ts';

const request = new Request('http://reader.test/settings/lite', { method: 'POST' });

describe('where a form sends the reader back', () => {
  it.each([
    ['/\t/evil.example', 'a tab a browser drops, leaving //evil.example'],
    ['/\n/evil.example', 'a newline a browser drops'],
    ['/\r\n/evil.example', 'CR LF'],
    ['//evil.example/x', 'a scheme-relative address'],
    ['/\\evil.example', 'a backslash a browser reads as a slash'],
    [' //evil.example', 'a leading space a browser trims'],
    ['https://evil.example/x', 'another origin'],
    ['http://reader.test:8080/x', 'another port of the same host'],
    ['javascript:alert(1)', 'a script address'],
    ['http://[::1', 'an address no parser reads'],
  ])('goes home from %j (%s)', (value) => {
    expect(returnTo(value, request)).toBe('/');
  });

  it('goes home without a value, or with a file', () => {
    expect(returnTo(null, request)).toBe('/');
    expect(returnTo(undefined, request)).toBe('/');
    expect(returnTo(new File(['x'], 'x.txt'), request)).toBe('/');
  });

  it.each([
    ['/articles?lang=fr#top', '/articles?lang=fr#top'],
    ['http://reader.test/videos?page=2', '/videos?page=2'],
    ['/a\nb\u0000c', '/ab%00c'],
    ['/café and more', '/caf%C3%A9%20and%20more'],
    ['/search?q=a\u0000b\rc', '/search?q=a%00bc'],
  ])('keeps a page of this site, %j, as the address a browser would go to: %j', (value, expected) => {
    expect(returnTo(value, request)).toBe(expected);
  });
});
