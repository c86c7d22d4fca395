import type { PageKey } from '../../page-ids';

/** The pages in the header's Menu dropdown, in order. */
export const menuPageKeys = ['dailyMenu', 'foodMenu', 'drinks', 'feast'] as const satisfies readonly PageKey[];
/** The pages linked at the top level of the header. */
export const topPageKeys = ['about', 'lounge', 'gallery', 'contact'] as const satisfies readonly PageKey[];
/** All nine pages, as the mobile menu lists them. */
export const allPageKeys = ['home', ...menuPageKeys, ...topPageKeys] as const satisfies readonly PageKey[];
