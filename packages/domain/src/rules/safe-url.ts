/**
 * The only addresses an article may link to: http, https or mailto, written out in full. The scheme must open
 * the address — so `javascript:`, `data:` or `vbscript:` cannot hide behind a leading space, a control character
 * or a protocol-relative `//` — and no white space, control character, `<`, `>` or `"` may follow, as a browser
 * would drop or reinterpret them.
 */
export const SAFE_URL_PATTERN = /^(?:https?:\/\/|mailto:)[^\s\p{Cc}<>"]+$/iu;

export const isSafeUrl = (url: string): boolean => SAFE_URL_PATTERN.test(url);
