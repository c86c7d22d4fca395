import { pageKeys, pageTable, type NavPlace, type PageEntry, type PageKey } from '../../page-ids';

/** The pages the route table (src/page-ids.ts) gives one of `places`, in its order. */
type PlacedKey<Place extends NavPlace> = {
  [K in PageKey]: (typeof pageTable)[K] extends { nav: Place } ? K : never;
}[PageKey];

function placed<Place extends NavPlace>(...places: Place[]): PlacedKey<Place>[] {
  return pageKeys.filter((page) => places.includes((pageTable[page] as PageEntry).nav as Place)) as PlacedKey<Place>[];
}

/** The pages in the header's Menu dropdown, in order. */
export const menuPageKeys = placed('menu');
/** The pages linked at the top level of the header. */
export const topPageKeys = placed('top');
/** Every page with a place in the header, as the mobile menu lists them (the privacy notice has none). */
export const allPageKeys = placed('logo', 'menu', 'top');
