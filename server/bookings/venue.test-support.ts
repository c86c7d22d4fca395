import type { EmailVenue } from './email-text';

/** The venue the bookings' e-mail tests write from (the sample's facts). */
export const testVenue: EmailVenue = {
  name: { cs: 'Restaurace Ballon', en: 'Ballon Restaurant' },
  address: { street: 'Evropská 000', postalCode: '160 00', locality: 'Praha 6 – Vokovice', country: 'CZ' },
  geo: { latitude: 50.0985, longitude: 14.3433 },
  phones: { restaurant: '+420 000 000 001', events: '+420 000 000 002' },
  phoneFor: { reservations: 'restaurant', feastOrders: 'restaurant', eventEnquiries: 'events' },
  email: 'info@example.com',
};
