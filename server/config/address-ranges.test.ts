import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooBroadProblem } from './address-ranges';

/** IPv4 /8 – /32 as TRUST_PROXY would name them. */
const ipv4Range = fc.tuple(fc.ipV4(), fc.integer({ min: 8, max: 32 })).map(([address, bits]) => `${address}/${bits}`);

describe('tooBroadProblem', () => {
  it('splits of all of IPv4 into /8 – /12 ranges are refused, however they are ordered', () => {
    const split = (bits: number) =>
      Array.from({ length: 2 ** bits }, (_, i) => {
        const start = i * 2 ** (32 - bits);
        return `${start >>> 24}.${(start >>> 16) & 255}.${(start >>> 8) & 255}.${start & 255}/${bits}`;
      });
    const shuffledSplit = fc
      .integer({ min: 8, max: 12 })
      .chain((bits) => fc.shuffledSubarray(split(bits), { minLength: 2 ** bits, maxLength: 2 ** bits }));
    fc.assert(
      fc.property(shuffledSplit, (entries) => {
        expect(tooBroadProblem(entries)).toMatch(/every IPv4 address/);
        // Without any one of them, some addresses are not trusted.
        expect(tooBroadProblem(entries.slice(1))).toBeNull();
      }),
      { numRuns: 10 },
    );
  });

  it('a few ranges no wider than a /8 never trust too much', () => {
    fc.assert(fc.property(fc.array(ipv4Range, { maxLength: 20 }), (entries) => tooBroadProblem(entries) === null));
  });

  it('presets and single addresses are narrow', () => {
    expect(
      tooBroadProblem(['loopback', 'linklocal', 'uniquelocal', '0.0.0.0', '::', '::ffff:1.2.3.4', 'fe80::1%eth0']),
    ).toBeNull();
  });

  it('an IPv6 range that holds the IPv4-mapped addresses trusts every IPv4 peer', () => {
    expect(tooBroadProblem(['::/64'])).toMatch(/^::\/64 trusts more than a \/8 of IPv4/);
    expect(tooBroadProblem(['::ffff:0:0/97', '::ffff:128.0.0.0/97'])).toMatch(/trusts more than/);
  });
});
