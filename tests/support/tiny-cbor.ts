/**
 * A tiny CBOR encoder (RFC 8949), enough for a WebAuthn authenticator's answers: unsigned
 * and negative integers, byte strings, text strings, arrays and maps (in the order given:
 * an authenticator's canonical order is the caller's business). Test support only.
 */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

function head(major: number, length: number): number[] {
  const type = major << 5;
  if (length < 24) return [type | length];
  if (length < 0x100) return [type | 24, length];
  if (length < 0x10000) return [type | 25, length >> 8, length & 0xff];
  return [type | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const put = (item: CborValue): void => {
    if (typeof item === 'number') {
      if (!Number.isInteger(item)) throw new Error('only integers');
      out.push(...(item >= 0 ? head(0, item) : head(1, -1 - item)));
    } else if (typeof item === 'string') {
      const bytes = new TextEncoder().encode(item);
      out.push(...head(3, bytes.length), ...bytes);
    } else if (item instanceof Uint8Array) {
      out.push(...head(2, item.length), ...item);
    } else if (Array.isArray(item)) {
      out.push(...head(4, item.length));
      item.forEach(put);
    } else {
      out.push(...head(5, item.size));
      for (const [key, entry] of item) {
        put(key);
        put(entry);
      }
    }
  };
  put(value);
  return Uint8Array.from(out);
}
