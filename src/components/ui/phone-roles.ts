/**
 * Which phone number takes what, in the guest's words: the content says which of
 * the two numbers takes table reservations, St. Martin's goose orders and event
 * enquiries (venue.yaml `phoneFor`), the i18n resources say those things
 * (`common.phones`). Every place that shows a number with a label takes both from
 * here, so the footer, the contact page, the feast page and the home page's feast
 * banner cannot give one number two labels, nor one role two numbers
 * (src/pages/phone-labels.test.tsx renders them all and compares).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PhoneRole, SiteData } from '../../content/page-data';
import type { PhoneLine } from '../../content/schema';
import { useSiteData } from '../../route-data';
import { capitalize } from '../../content/hours-text';

export interface PhoneContact {
  line: PhoneLine;
  /** As written in venue.yaml: `+420 123 456 789`. */
  number: string;
  /** What the number takes: `Rezervace stolů a objednávky svatomartinských hus`. */
  label: string;
}

type Venue = Pick<SiteData['venue'], 'phones' | 'phoneFor'>;

// The order a label names the roles in.
const roles: readonly PhoneRole[] = ['reservations', 'feastOrders', 'eventEnquiries'];
const lines: readonly PhoneLine[] = ['restaurant', 'events'];

/** The label of one number: the roles it takes, joined as a sentence would, else the number's name. */
function phoneLabel(t: TFunction, venue: Venue, line: PhoneLine): string {
  const taken = roles.filter((role) => venue.phoneFor[role] === line).map((role) => t(`common.phones.${role}`));
  const [first, second, third] = taken;
  if (!first) return t(`common.phones.${line}`);
  if (!second) return capitalize(first);
  return capitalize(
    third ? t('common.phones.three', { first, second, third }) : t('common.phones.two', { first, second }),
  );
}

function contactOf(t: TFunction, venue: Venue, line: PhoneLine): PhoneContact {
  return { line, number: venue.phones[line], label: phoneLabel(t, venue, line) };
}

/** The number that takes `role`, with its label. */
export function usePhoneFor(role: PhoneRole): PhoneContact {
  const { t } = useTranslation();
  const { venue } = useSiteData();
  return contactOf(t, venue, venue.phoneFor[role]);
}

/** Both numbers with their labels; the one that takes `first` (if given) comes first. */
export function usePhoneLines(first?: PhoneRole): PhoneContact[] {
  const { t } = useTranslation();
  const { venue } = useSiteData();
  const lead = first ? venue.phoneFor[first] : 'restaurant';
  return [lead, ...lines.filter((line) => line !== lead)].map((line) => contactOf(t, venue, line));
}
