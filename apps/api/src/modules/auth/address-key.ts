import net from 'node:net';

/** The first four groups of an IPv6 address (its /64 network), e.g. `2001:db8:0:1`. */
function ipv6Network(ip: string): string {
  const [head, tail] = ip.split('%')[0]!.split('::');
  // An embedded IPv4 address fills the last two groups; only the first four matter here.
  const groups = (part?: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':');
}

/**
 * The key of the per-address failure counter. IPv4 addresses count one by one; an IPv6 address counts
 * by its /64 network, since one machine usually holds a whole /64 and could rotate through it.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIPv4) return mappedIPv4[1]!;
  if (net.isIPv6(ip)) return `${ipv6Network(ip)}::/64`;
  return ip;
}
