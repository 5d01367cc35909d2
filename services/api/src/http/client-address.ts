import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a request comes from, for counting its attempts: its IPv4 address, or the /64 network of its IPv6
 * address, since one subscriber is handed a whole /64 and could otherwise take a fresh address per guess.
 * `address` is express's `request.ip`, which believes X-Forwarded-For only from trusted proxies.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  return `${hextets(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, without leading zeros. */
function hextets(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap(dottedQuadAsHextets));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/** An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills two groups. */
function dottedQuadAsHextets(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
