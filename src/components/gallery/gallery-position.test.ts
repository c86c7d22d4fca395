import { describe, expect, it } from 'vitest';
import { hashForPosition, movePosition, positionFromHash, thumbnailAnchor } from './gallery-position';

// As many photos per section as the content's sample (13, 8, 8): the sizes come from the page's data.
const sizes = { lounge: 13, cafe: 8, restaurant: 8 };

describe('gallery position', () => {
  it('reads a 1-based hash and writes it back', () => {
    expect(positionFromHash('#foto-lounge-3', sizes)).toEqual({ section: 'lounge', index: 2 });
    expect(hashForPosition({ section: 'lounge', index: 2 })).toBe('foto-lounge-3');
    expect(positionFromHash('#foto-restaurant-8', sizes)).toEqual({ section: 'restaurant', index: 7 });
  });

  it("names the thumbnail's place apart from the photo, so that closing is not read back as opening", () => {
    expect(thumbnailAnchor({ section: 'cafe', index: 0 })).toBe('nahled-cafe-1');
    expect(positionFromHash(`#${thumbnailAnchor({ section: 'cafe', index: 0 })}`, sizes)).toBeNull();
  });

  it('ignores other hashes and photos that do not exist', () => {
    for (const hash of ['', '#', '#formular', '#foto-lounge-0', '#foto-lounge-14', '#foto-cafe-9', '#foto-bar-1']) {
      expect(positionFromHash(hash, sizes)).toBeNull();
    }
  });

  it('follows the sizes the data gives', () => {
    expect(positionFromHash('#foto-cafe-3', { lounge: 13, cafe: 2, restaurant: 8 })).toBeNull();
    expect(movePosition({ section: 'cafe', index: 1 }, 1, { lounge: 13, cafe: 2, restaurant: 8 })).toEqual({
      section: 'cafe',
      index: 0,
    });
  });

  it('wraps around at both ends of a section', () => {
    expect(movePosition({ section: 'lounge', index: 12 }, 1, sizes)).toEqual({ section: 'lounge', index: 0 });
    expect(movePosition({ section: 'lounge', index: 0 }, -1, sizes)).toEqual({ section: 'lounge', index: 12 });
    expect(movePosition({ section: 'cafe', index: 2 }, 11, sizes)).toEqual({ section: 'cafe', index: 5 });
  });
});
