import { common, error, footer, hours, nav } from './common';

/**
 * What every page shows in this language: the layout (header, footer, notices,
 * opening hours) and the error pages. The browser's language chunk holds only
 * this (load-language.ts); each page's own messages come with the page
 * (page-messages.ts).
 */
export const core = { common, nav, footer, hours, error };
