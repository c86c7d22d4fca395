import { isIP } from 'node:net';

/**
 * How much of the address space a TRUST_PROXY list trusts. Every peer in a trusted
 * range may set X-Forwarded-For, so a range wide enough to hold strangers lets them
 * pick their own address (a fresh rate-limit bucket per request), exactly what the
 * refused `true` does. Ranges are intervals of 128-bit numbers; an IPv4 range is
 * placed where IPv4-mapped IPv6 addresses are (`::ffff:a.b.c.d`), because Express
 * (proxy-addr) matches an IPv4 peer against an IPv6 range that way, and so
 * `::ffff:0:0/96` or `::/80` trust every IPv4 peer.
 */

/** The narrowest widest range we take: a /8 of IPv4 (10.0.0.0/8, the largest private network), a /16 of IPv6. */
const WIDEST_IPV4_PREFIX = 8;
const WIDEST_IPV6_PREFIX = 16;

interface Range {
  first: bigint;
  last: bigint;
}

const MAPPED_IPV4 = 0xffffn << 32n;
const ALL_IPV4: Range = { first: MAPPED_IPV4, last: MAPPED_IPV4 + 0xffff_ffffn };
const ALL_IPV6: Range = { first: 0n, last: (1n << 128n) - 1n };

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Number(address: string): bigint {
  const groupsOf = (text: string) =>
    text === ''
      ? []
      : text
          .split(':')
          .flatMap((group) =>
            group.includes('.')
              ? [Number(ipv4Number(group) >> 16n), Number(ipv4Number(group) & 0xffffn)]
              : [Number.parseInt(group, 16)],
          );
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address as a range; null for anything else (a preset name). */
function rangeOf(entry: string): Range | null {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (family === 0) return null;
  const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
  const start = family === 4 ? MAPPED_IPV4 | ipv4Number(address) : ipv6Number(address);
  const hostBits = BigInt((family === 4 ? 32 : 128) - bits);
  const first = (start >> hostBits) << hostBits;
  return { first, last: first + (1n << hostBits) - 1n };
}

const size = ({ first, last }: Range) => (last >= first ? last - first + 1n : 0n);
const overlap = (a: Range, b: Range): Range => ({
  first: a.first > b.first ? a.first : b.first,
  last: a.last < b.last ? a.last : b.last,
});

/** Whether the ranges together hold every address of `whole`. */
function covers(ranges: Range[], whole: Range): boolean {
  let next = whole.first;
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    if (range.first > next) break;
    if (range.last >= next) next = range.last + 1n;
    if (next > whole.last) return true;
  }
  return false;
}

/**
 * Why a TRUST_PROXY list trusts too much, or null: an entry wider than a /8 of
 * IPv4 or a /16 of IPv6 (a proxy's network is never that large, a mistake or
 * "everyone" is), or entries that together hold every IPv4 or every IPv6 address.
 * The preset names (loopback, linklocal, uniquelocal) are Express's own, narrow ranges.
 */
export function tooBroadProblem(entries: readonly string[]): string | null {
  const ranges: Range[] = [];
  for (const entry of entries) {
    const range = rangeOf(entry);
    if (range === null) continue;
    if (
      size(overlap(range, ALL_IPV4)) > 1n << BigInt(32 - WIDEST_IPV4_PREFIX) ||
      size(range) > 1n << BigInt(128 - WIDEST_IPV6_PREFIX)
    ) {
      return `${entry} trusts more than a /${WIDEST_IPV4_PREFIX} of IPv4 or a /${WIDEST_IPV6_PREFIX} of IPv6 addresses, so strangers could forge X-Forwarded-For`;
    }
    ranges.push(range);
  }
  if (covers(ranges, ALL_IPV4)) return 'together the entries trust every IPv4 address, as true would';
  if (covers(ranges, ALL_IPV6)) return 'together the entries trust every IPv6 address, as true would';
  return null;
}
