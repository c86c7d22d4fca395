/**
 * The content API's refusals: the one JSON error shape (server/http/api-errors.ts) in the
 * admin's language (src/i18n/*\/admin-content.ts), the loader's problems in `fields` as `{ path, message }`.
 */
import type { Response } from 'express';
import type { JsonError, PathFieldError } from '../../http/api-errors';
import { sendAdminJsonError } from '../api-errors';
import { adminContent as cs } from '../../../src/i18n/cs/admin-content';
import { adminContent as en } from '../../../src/i18n/en/admin-content';
import type { ContentError } from '../../content/load';
import { maxAliases, type GuardCode, type GuardProblem } from '../../content/yaml-guard';
import { maxDepth, maxLines, maxMarks } from '../../content/yaml-prescan';
import { contentFiles, type ContentSubject } from '../../../src/content/schema';
import { localizeContentMessage } from '../../../src/content/messages';
import { nameOnPath, namedMessage } from '../../../src/content/item-name';
import type { ReadOnlyReason } from './files';

export type Lang = 'cs' | 'en';
export const words = { cs, en } as const;

type ContentErrorCode = keyof typeof cs.errors;

/** The largest request body: the largest valid content file as JSON is far below it, a 1 MB text is not. */
export const BODY_LIMIT_BYTES = 512 * 1024;

function readOnlyMessage(why: ReadOnlyReason, lang: Lang): string {
  return words[lang].errors.read_only.replace('{{why}}', words[lang].readOnly[why]);
}

export function sendError(res: Response, status: number, code: ContentErrorCode, lang: Lang, extra: Pick<JsonError, 'fields' | 'version'> = {}): void {
  const message = words[lang].errors[code].replace('{{limit}}', `${BODY_LIMIT_BYTES / 1024} kB`);
  sendAdminJsonError(res, status, { code, message, ...extra });
}

/**
 * Editing is off (a read-only mount, a file or folder the server will not write): a state
 * of the folder, said with a 409 as the photo upload says it, never a 5xx, which would
 * be logged as the server failing at every click of the owner's.
 */
export function sendReadOnly(res: Response, why: ReadOnlyReason, lang: Lang): void {
  sendAdminJsonError(res, 409, { code: 'read_only', message: readOnlyMessage(why, lang), why });
}

/**
 * The loader's problems as the admin's forms read them: the field as keys, the message in the
 * admin's language, about a list item named as the owner sees it ("24. prosince: zavírá dřív,
 * než otevírá"; the item's name from `data`, the data saved, src/content/item-name.ts).
 */
export function fieldErrors(errors: readonly ContentError[], lang: Lang, data?: unknown): PathFieldError[] {
  return errors
    .filter((error) => error.more === undefined)
    .map((error) => {
      const path = error.path ?? [];
      const message = error.guard ? words[lang].unusableText.replace('{{why}}', guardWhy(error.guard, lang)) : localizeContentMessage(error.raw ?? error.message, lang);
      return { path, message: data === undefined ? message : namedMessage(nameOnPath(data, path, lang), message) };
    });
}

const limits: Partial<Record<GuardCode, number>> = { deep: maxDepth, lines: maxLines, marks: maxMarks, aliases: maxAliases };

/** Why the loader's guard refuses a text, in the admin's language. */
function guardWhy(code: GuardCode, lang: Lang): string {
  return words[lang].unreadableWhy[code].replace('{{max}}', (limits[code] ?? 0).toLocaleString(lang === 'cs' ? 'cs-CZ' : 'en-US'));
}

/** Why the loader's guard refused a file the admin reads, in the admin's language (with its line, for whoever edits it by hand). */
export function readErrors(subject: ContentSubject, problems: readonly GuardProblem[], lang: Lang): { file: string; line: number | null; message: string }[] {
  const file = contentFiles[subject].file;
  return problems.map(({ line, code }) => ({ file, line, message: words[lang].unreadable.replace('{{why}}', guardWhy(code, lang)) }));
}
