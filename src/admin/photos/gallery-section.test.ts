import { describe, expect, it } from 'vitest';
import { photoOfFragment, usesElsewhere, usesOf } from './gallery-section';

describe('the photo library', () => {
  it('opens the photo a link names: a field of it, or the checklist’s sample photo', () => {
    expect(photoOfFragment('lounge', 'f-gallery-lounge-3-alt-cs')).toBe(3);
    expect(photoOfFragment('lounge', 'gallery.lounge[12]')).toBe(12);
    expect(photoOfFragment('cafe', 'f-gallery-lounge-3-alt-cs')).toBeNull();
    expect(photoOfFragment('lounge', 'f-pages-hero-file')).toBeNull();
    expect(photoOfFragment('lounge', 'f-gallery-lounge')).toBeNull();
  });

  it('says where else a photo is used: a page’s photo, share pictures, a welcome card', () => {
    const data = {
      pages: { hero: { file: 'a.jpg' }, interior: { file: 'b.jpg' } },
      share: { home: 'a.jpg', gallery: 'a.jpg', about: 'b.jpg' },
      welcomeCards: ['c.jpg', 'a.jpg'],
    };
    expect(usesOf(data, 'a.jpg')).toEqual({ pages: ['hero'], shares: ['home', 'gallery'], card: true });
    expect(usesOf(data, 'c.jpg')).toEqual({ pages: [], shares: [], card: true });
    // A hand-edited file of odd shapes: nothing, not a crash.
    expect(usesOf({ pages: { hero: null }, share: null, welcomeCards: 'xa.jpg' }, 'a.jpg')).toEqual({
      pages: [],
      shares: [],
      card: false,
    });
  });

  it('finds what else names a replaced photo: the share pictures and the welcome cards (they take the new one)', () => {
    const data = { share: { home: 'a.jpg', about: 'b.jpg', gallery: 'a.jpg' }, welcomeCards: ['a.jpg', 'c.jpg'] };
    expect(usesElsewhere(data, 'a.jpg')).toEqual([
      ['share', 'home'],
      ['share', 'gallery'],
      ['welcomeCards', 0],
    ]);
    expect(usesElsewhere(data, 'd.jpg')).toEqual([]);
    expect(usesElsewhere({ share: null, welcomeCards: 'a.jpg' }, 'a.jpg')).toEqual([]);
  });
});
