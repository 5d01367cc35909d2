const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes any string, a lone surrogate included (as the three bytes UTF-8 would give it, which no UTF-8
 * decoder accepts), where encodeURIComponent would throw: hostile-input tests put such text in addresses.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    encoded +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? hex(0xe0 | (unit >> 12)) + hex(0x80 | ((unit >> 6) & 0x3f)) + hex(0x80 | (unit & 0x3f))
        : encodeURIComponent(char);
  }
  return encoded;
}
