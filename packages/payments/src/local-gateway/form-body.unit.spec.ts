import { describe, expect, it } from 'vitest';
import { FormBodyError, parseFormBody } from './form-body.ts';

describe('parseFormBody', () => {
  it('rebuilds nested objects and indexed arrays the way the stripe SDK encodes them', () => {
    const body =
      'customer=cus_1&items[0][price]=price_month&items[0][quantity]=1&metadata[user_id]=u%201&expand[0]=latest_invoice';
    expect(parseFormBody(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_month', quantity: '1' }],
      metadata: { user_id: 'u 1' },
      expand: ['latest_invoice'],
    });
  });

  it('appends on empty brackets and decodes plus signs as spaces', () => {
    expect(parseFormBody('expand[]=a&expand[]=b&name=Ada+Lovelace')).toEqual({
      expand: ['a', 'b'],
      name: 'Ada Lovelace',
    });
  });

  it('keeps __proto__ as plain data instead of reaching the prototype', () => {
    const parsed = parseFormBody('__proto__[polluted]=yes&metadata[constructor]=x');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(['__proto__', 'metadata']);
  });

  it('refuses a parameter given twice, or as both a value and an object', () => {
    expect(() => parseFormBody('a=1&a=2')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=1&a[b]=2')).toThrow(FormBodyError);
    expect(() => parseFormBody('a]=1')).toThrow(FormBodyError);
    expect(() => parseFormBody('a=%E0%A4%A')).toThrow(FormBodyError);
  });

  it('reads an empty body as no parameters', () => {
    expect(parseFormBody('')).toEqual({});
  });
});
