import { describe, expect, it } from 'vitest';
import { hashForPosition, movePosition, positionFromHash } from './gallery-position';

describe('gallery position', () => {
  it('reads a 1-based hash and writes it back', () => {
    expect(positionFromHash('#foto-lounge-3')).toEqual({ section: 'lounge', index: 2 });
    expect(hashForPosition({ section: 'lounge', index: 2 })).toBe('foto-lounge-3');
    expect(positionFromHash('#foto-restaurant-8')).toEqual({ section: 'restaurant', index: 7 });
  });

  it('ignores other hashes and photos that do not exist', () => {
    for (const hash of ['', '#', '#formular', '#foto-lounge-0', '#foto-lounge-14', '#foto-cafe-9', '#foto-bar-1']) {
      expect(positionFromHash(hash)).toBeNull();
    }
  });

  it('wraps around at both ends of a section', () => {
    expect(movePosition({ section: 'lounge', index: 12 }, 1)).toEqual({ section: 'lounge', index: 0 });
    expect(movePosition({ section: 'lounge', index: 0 }, -1)).toEqual({ section: 'lounge', index: 12 });
    expect(movePosition({ section: 'cafe', index: 2 }, 11)).toEqual({ section: 'cafe', index: 5 });
  });
});
