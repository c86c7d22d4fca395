import type { Lang } from '../lang';
import { api as cs } from './cs/api';
import { api as en } from './en/api';

/**
 * The server's own words (the JSON API's errors, the page of a refused form post),
 * in both languages. Read directly, not through i18next: they are never part of
 * the browser's messages, so browser code cannot even name them. The keys of both
 * languages are checked like every other resource (resources.test.ts).
 */
export const apiMessages: Record<Lang, typeof cs> = { cs, en };
