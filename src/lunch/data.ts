/**
 * The daily lunch without React, for the server (the page cache's boundaries, the Atom
 * feed), the head, the JSON-LD and the page data's selection: what reaches it from here
 * is never a component or a stylesheet (.dependency-cruiser.cjs), so importing it adds
 * nothing of the pages to a bundle. The pages' side is index.ts.
 */
export { publishedLunchDays } from './published-days';
export { lunchState, nextLunchBoundary, pagesShowingLunch } from './lunch-state';
export { lunchMenuParts } from './lunch-structured-data';
export { lunchFeedPath } from './lunch-feed-path';
