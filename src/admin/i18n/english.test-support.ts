/**
 * For tests that render or word the admin in English: the English words, which the admin loads
 * as a chunk of its own (loadAdminLanguage), made available at once. Imported for its effect.
 */
import { en } from './en';
import { adminMessages } from './i18n';

adminMessages.en = en;
