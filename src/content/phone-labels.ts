/**
 * The label of each phone number at a moment, in the guest's words: the content
 * says which number takes table reservations, St. Martin's goose orders and event
 * enquiries (venue.yaml `phoneFor`), the feast's editions say when goose orders are
 * in season (an edition's banner window to its last day: feast-season.ts), the i18n
 * resources say those things (`common.phones`). The server composes the labels for
 * the render's moment (src/select.ts, into the site data), so the browser shows what
 * the data says and never works out the season with its own clock (the hydration
 * agrees), and no season code ships with the layout (the footer must not take goose
 * orders in July).
 */
import type { TFunction } from 'i18next';
import type { PhoneRole } from './page-data';
import type { PhoneLine } from './schema';
import { feastSeason } from './feast-season';
import { capitalize } from './hours-text';

// The order a label names the roles in.
const roles: readonly PhoneRole[] = ['reservations', 'feastOrders', 'eventEnquiries'];
const lines: readonly PhoneLine[] = ['restaurant', 'events'];

interface EditionDates {
  start: string;
  end: string;
  banner: { from: string; until: string };
}

/** The roles a label names on `today` (Prague date): goose orders only while a feast is upcoming (banner open) or on. */
export function namedRoles(editions: readonly EditionDates[], today: string): PhoneRole[] {
  const season = feastSeason(editions, today).kind !== 'between';
  return roles.filter((role) => role !== 'feastOrders' || season);
}

/** One number's label: the named roles it takes, joined as a sentence would, else the number's name. */
function phoneLabel(t: TFunction, phoneFor: Record<PhoneRole, PhoneLine>, named: readonly PhoneRole[], line: PhoneLine) {
  const taken = roles
    .filter((role) => named.includes(role) && phoneFor[role] === line)
    .map((role) => t(`common.phones.${role}`));
  const [first, second, third] = taken;
  if (!first) return t(`common.phones.${line}`);
  if (!second) return capitalize(first);
  return capitalize(
    third ? t('common.phones.three', { first, second, third }) : t('common.phones.two', { first, second }),
  );
}

/** Both numbers' labels for the roles named now (`namedRoles`). */
export function phoneLabels(
  t: TFunction,
  phoneFor: Record<PhoneRole, PhoneLine>,
  named: readonly PhoneRole[],
): Record<PhoneLine, string> {
  return Object.fromEntries(lines.map((line) => [line, phoneLabel(t, phoneFor, named, line)])) as Record<
    PhoneLine,
    string
  >;
}
