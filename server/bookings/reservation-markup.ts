/**
 * A booking as schema.org `FoodEstablishmentReservation` JSON-LD: what a mail client (Gmail's
 * reservation cards, Apple Mail's suggestions) reads from the HTML part of the guest's e-mails
 * to show the booking, put it in a calendar, and offer to change or cancel it. Pure.
 *
 * The status is schema.org's `ReservationStatusType` (Confirmed, Pending, Cancelled; a
 * declined booking is Cancelled: it does not take place). The times are ISO 8601 with the
 * Prague offset in force that day (+01:00 or +02:00), so no reader needs to know the zone.
 * `modifyReservationUrl` and `cancelReservationUrl` are the guest's manage page, while the
 * booking can still be changed; that link carries the guest's token, which is why the
 * markup lives only in the e-mail's body.
 */
import type { Booking } from './booking';
import type { SiteContent } from '../../src/content/schema';
import { pragueDateTime } from '../../src/content/time';
import type { Lang } from '../../src/lang';

export type MarkupStatus = 'confirmed' | 'pending' | 'cancelled';

const statusUrls: Record<MarkupStatus, string> = {
  confirmed: 'https://schema.org/ReservationConfirmed',
  pending: 'https://schema.org/ReservationPending',
  cancelled: 'https://schema.org/ReservationCancelled',
};

export interface ReservationMarkupRequest {
  booking: Pick<Booking, 'reference' | 'start' | 'end' | 'party' | 'email' | 'createdAt' | 'updatedAt'>;
  /** The guest's name as the e-mail shows it (one line). */
  name: string;
  status: MarkupStatus;
  venue: Pick<SiteContent['venue'], 'name' | 'address'>;
  /** The number that takes table bookings. */
  phone: string;
  lang: Lang;
  /** The guest's manage page, or null once the booking can no longer be changed. */
  manageUrl: string | null;
}

export function reservationMarkup(request: ReservationMarkupRequest): Record<string, unknown> {
  const { booking, venue, manageUrl } = request;
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: booking.reference,
    reservationStatus: statusUrls[request.status],
    underName: {
      '@type': 'Person',
      name: request.name,
      ...(booking.email === null ? {} : { email: booking.email }),
    },
    reservationFor: {
      '@type': 'FoodEstablishment',
      name: venue.name[request.lang],
      address: {
        '@type': 'PostalAddress',
        streetAddress: venue.address.street,
        postalCode: venue.address.postalCode,
        addressLocality: venue.address.locality,
        addressCountry: venue.address.country,
      },
      telephone: request.phone,
    },
    startTime: pragueDateTime(new Date(booking.start)),
    endTime: pragueDateTime(new Date(booking.end)),
    partySize: booking.party,
    bookingTime: pragueDateTime(new Date(booking.createdAt)),
    modifiedTime: pragueDateTime(new Date(booking.updatedAt)),
    ...(manageUrl === null ? {} : { modifyReservationUrl: manageUrl, cancelReservationUrl: manageUrl }),
  };
}

/**
 * The markup as the text of a `<script type="application/ld+json">` element: `<` written
 * as `\u003c`, so no value (the guest's name) can close the element; JSON reads it back
 * as the same character.
 */
export function markupScript(markup: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(markup).replace(/</g, '\\u003c')}</script>`;
}
