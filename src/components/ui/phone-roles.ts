/**
 * Which phone number takes what, with its label: the content says which of the two
 * numbers takes table reservations, St. Martin's goose orders and event enquiries
 * (venue.yaml `phoneFor`), and the server labels each number for the moment
 * (src/content/phone-labels.ts: goose orders in the feast's season only) into the
 * site data. Every place that shows a number with a label takes both from here, so
 * the footer, the contact page, the feast page and the home page's feast banner
 * cannot give one number two labels, nor one role two numbers
 * (src/pages/phone-labels.test.tsx renders them all and compares).
 */
import type { PhoneRole, SiteData } from '../../content/page-data';
import type { PhoneLine } from '../../content/schema';
import { useSiteData } from '../../route-data';

export interface PhoneContact {
  line: PhoneLine;
  /** As written in venue.yaml: `+420 123 456 789`. */
  number: string;
  /** What the number takes now: `Rezervace stolů a objednávky svatomartinských hus`. */
  label: string;
}

const lines: readonly PhoneLine[] = ['restaurant', 'events'];

function contactOf(venue: SiteData['venue'], line: PhoneLine): PhoneContact {
  return { line, number: venue.phones[line], label: venue.phoneLabels[line] };
}

/** The number that takes `role`, with its label. */
export function usePhoneFor(role: PhoneRole): PhoneContact {
  const { venue } = useSiteData();
  return contactOf(venue, venue.phoneFor[role]);
}

/** Both numbers with their labels; the one that takes `first` (if given) comes first. */
export function usePhoneLines(first?: PhoneRole): PhoneContact[] {
  const { venue } = useSiteData();
  const lead = first ? venue.phoneFor[first] : 'restaurant';
  return [lead, ...lines.filter((line) => line !== lead)].map((line) => contactOf(venue, line));
}
