/**
 * Where the St. Martin's feast stands on a Prague date: the one answer the feast
 * page, its head and structured data, and the home page's banner share, so that
 * none of them can call an edition months away urgent while another does not.
 *
 * - `upcoming`: the next edition's banner window has opened, it has not started:
 *   its menu, the ordering copy and the urgency ("order in good time").
 * - `ongoing`: today is one of its days.
 * - `between`: from the day after an edition ends until the next one's banner
 *   window opens: the last edition is over (its menu stays on the page, for
 *   reference, without ordering or urgency), the next (if listed) is only named.
 *
 * Generic over the edition's shape: the content's `FeastEdition` and the page's
 * `FeastEditionView` both have these dates (Prague, `YYYY-MM-DD`, both ends included).
 */
interface EditionDates {
  start: string;
  end: string;
  banner: { from: string; until: string };
}

export type FeastSeason<E extends EditionDates> =
  | { kind: 'upcoming' | 'ongoing'; edition: E }
  | { kind: 'between'; last: E | null; next: E | null };

const byStart = <E extends EditionDates>(a: E, b: E) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The season on `today` (a Prague date), whatever the order of the editions. */
export function feastSeason<E extends EditionDates>(editions: readonly E[], today: string): FeastSeason<E> {
  const sorted = [...editions].sort(byStart);
  const next = sorted.find((edition) => edition.end >= today) ?? null;
  if (next && next.start <= today) return { kind: 'ongoing', edition: next };
  if (next && next.banner.from <= today) return { kind: 'upcoming', edition: next };
  return { kind: 'between', last: sorted.filter((edition) => edition.end < today).at(-1) ?? null, next };
}

/**
 * The edition the home page's banner promotes on `today`: inside its window, and
 * never after its last day (a window written past the feast's end is cut there:
 * from then on the feast is over, and a banner would only urge an order too late).
 */
export function bannerEdition<E extends EditionDates>(editions: readonly E[], today: string): E | null {
  return [...editions].sort(byStart).find((edition) => edition.banner.from <= today && today <= edition.banner.until && today <= edition.end) ?? null;
}

/**
 * The edition a page names on `today`: the one on or coming (even before its
 * window), else the last one. For the description and the Event of search engines.
 */
export function namedEdition<E extends EditionDates>(season: FeastSeason<E>): E | null {
  return season.kind === 'between' ? (season.next ?? season.last) : season.edition;
}

/**
 * The year of the next feast when none is listed: the year after the last one, and
 * never one whose St. Martin's Day (11 November) is already past on `today`.
 */
export function unlistedFeastYear(last: EditionDates | null, today: string): number {
  const year = Number(today.slice(0, 4));
  const thisYearsPast = today.slice(5) > '11-11';
  return Math.max(last ? Number(last.start.slice(0, 4)) + 1 : year, thisYearsPast ? year + 1 : year);
}
