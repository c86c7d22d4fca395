import type { Lang } from '../lang';
import { getI18n } from '../i18n/instances';
import type { contact } from '../i18n/cs/contact';
import { formatDuration } from '../content/duration';
import { formatDayMonth } from '../content/time';
import type { TableIssue } from './table-rules';

/** A message of the table request (the contact page's namespace, `contact.table.errors`). */
type TableErrorName = keyof typeof contact.table.errors;

/** A field issue as zod's and `localizeFieldErrors` take it: the message's key and its values in `lang`. */
export interface TableFieldIssue {
  path: [TableIssue['field']];
  message: `contact.table.errors.${TableErrorName}`;
  params: Record<string, string>;
}

/** The month names of the core messages (Czech in the genitive), which every page has. */
function monthsOf(lang: Lang): readonly string[] {
  const months: unknown = getI18n(lang).getResource(lang, 'translation', 'common.months');
  return Array.isArray(months) ? (months as string[]) : [];
}

/** `24. prosince` / `December 24`: the day a guest picked (its year is the one they picked). */
function dayText(date: string, lang: Lang): string {
  return formatDayMonth(date, lang, monthsOf(lang));
}

/** The message's key and values of one issue. */
function wordsOf(issue: TableIssue, lang: Lang, today: string): [TableErrorName, Record<string, string>] {
  switch (issue.kind) {
    case 'dateRequired':
      return ['tableDateRequired', {}];
    case 'dateInvalid':
      return ['tableDateInvalid', {}];
    case 'datePast':
      return ['tableDatePast', {}];
    case 'dateTooFar':
      return ['tableDateTooFar', { last: dayText(issue.last, lang) }];
    case 'closed':
      return issue.exception
        ? ['tableClosedNamed', { day: dayText(issue.date, lang), name: issue.exception.name[lang] }]
        : ['tableClosed', { day: dayText(issue.date, lang) }];
    case 'timeRequired':
      return ['tableTimeRequired', {}];
    case 'timeInvalid':
      return ['tableTimeInvalid', {}];
    case 'timePast':
      return ['tableTimePast', {}];
    case 'tooSoon': {
      const { date, time } = issue.earliest;
      const earliest = date === today ? time : `${dayText(date, lang)} ${time}`;
      return ['tableTooSoon', { lead: formatDuration(issue.leadMinutes, lang), earliest }];
    }
    case 'outsideHours':
      return ['tableOutsideHours', { opens: issue.opens, closes: issue.closes, last: issue.lastSeating }];
    case 'noSeating':
      return ['tableNoSeating', { opens: issue.opens, closes: issue.closes }];
    case 'guestsRequired':
      return ['tableGuestsRequired', {}];
    case 'guestsInvalid':
      return ['tableGuestsInvalid', { largest: String(issue.largest) }];
    case 'tooMany':
      return ['tableTooMany', { largest: String(issue.largest) }];
  }
}

/**
 * The issues as field issues in `lang`: the key of `contact.table.errors` and the values of its
 * placeholders (dates with the month's name, durations, times), for zod's issue list
 * (the form's schema) or straight for `localizeFieldErrors` (the API's check).
 * `today` (Prague) lets a time today be said without its date.
 */
export function tableFieldIssues(issues: readonly TableIssue[], lang: Lang, today: string): TableFieldIssue[] {
  return issues.map((issue) => {
    const [name, params] = wordsOf(issue, lang, today);
    return { path: [issue.field], message: `contact.table.errors.${name}`, params };
  });
}
