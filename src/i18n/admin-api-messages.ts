import type { Lang } from '../lang';
import { adminApi as cs } from './cs/admin-api';
import { adminApi as en } from './en/admin-api';

/** The admin server's words in both languages (server only, like api-messages.ts). */
export const adminApiMessages: Record<Lang, typeof cs> = { cs, en };
