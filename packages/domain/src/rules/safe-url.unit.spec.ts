import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '@afrimedia/domain/safe-url';

describe('safe link addresses', () => {
  it.each([
    'https://afrimedia.test/articles/education-a-dakar',
    'http://example.org/a?b=c&d=e#f',
    'HTTPS://EXAMPLE.ORG/',
    'HtTp://example.org',
    'mailto:redaction@afrimedia.test',
    'MAILTO:redaction@afrimedia.test?subject=Bonjour',
    'https://example.org/%20encoded',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['javascript, mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript, after a space', ' javascript:alert(1)'],
    ['javascript, split by a tab', 'java\tscript:alert(1)'],
    ['javascript, split by a newline', 'java\nscript:alert(1)'],
    ['javascript, after a control character', '\u0001javascript:alert(1)'],
    ['javascript, encoded', 'javascript&colon;alert(1)'],
    ['data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data, upper case', 'DATA:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative with backslashes', '\\\\evil.example/x'],
    ['relative', '/articles/x'],
    ['https after a space', ' https://example.org'],
    ['https with a trailing space', 'https://example.org '],
    ['https with a space inside', 'https://example.org/a b'],
    ['https with a NUL byte', 'https://example.org/\u0000'],
    ['https with a DEL', 'https://example.org/\u007f'],
    ['https with a C1 control', 'https://example.org/\u0085'],
    ['https with a line separator', 'https://example.org/\u2028'],
    ['https breaking out of an attribute', 'https://example.org/"onmouseover="alert(1)'],
    ['https with markup', 'https://example.org/<script>'],
    ['a scheme and nothing else', 'https://'],
    ['mailto without an address', 'mailto:'],
    ['https with one slash', 'https:/example.org'],
    ['empty', ''],
  ])('refuses %s', (_, url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
