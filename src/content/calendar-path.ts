/**
 * The address of a feast's calendar file (`.ics`): the feast page's path, then
 * the year of the edition. The feast page links to it, the server
 * (server/calendar) answers it; both read it from here so they agree.
 *
 *   /svatomartinske-hody/2027.ics       the 2027 feast, in Czech
 *   /en/svatomartinske-hody/2027.ics    the same in English
 */
import { localizePath, type Lang } from '../lang';
import { pagePaths } from '../page-ids';

const FILE = /^(\d{4})\.ics$/;

/** The calendar of the feast that starts in `year` (a `YYYY-MM-DD` start date gives its year). */
export function feastCalendarPath(startOrYear: string | number, lang: Lang): string {
  const year = String(startOrYear).slice(0, 4);
  return localizePath(`${pagePaths.feast}/${year}.ics`, lang);
}

/** The year a calendar file's name asks for (`2027.ics` → 2027), or null for any other name. */
export function feastCalendarYear(file: string): number | null {
  const match = FILE.exec(file);
  return match ? Number(match[1]) : null;
}
