/**
 * The daily lunch on the daily menu page: its menu, whether it has one to show, its feed.
 * The rest of the site imports the lunch only through its entries (README.md): this one,
 * brief.ts (the home page's) and data.ts (its rules without React). One entry per page,
 * since the bundler puts all an entry re-exports in one chunk that every importer loads.
 */
export { LunchMenu } from './lunch-menu';
export { hasLunchAhead } from './lunch-state';
export { lunchFeedPath } from './lunch-feed-path';
