import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'We are here for you',
  title: 'Contact',
  lead: 'Book a table by phone or with the request below. You are also welcome to write to us with any questions or wishes.',
  address: {
    title: 'Address',
    maps: {
      title: 'Show on a map',
      mapy: 'Mapy.cz',
      google: 'Google Maps',
      osm: 'OpenStreetMap',
    },
  },
  transport: {
    title: 'Getting here',
    metro: 'Metro line {{line}}, {{station}} station – then about {{minutes}} min on foot',
    tramLine: 'Tram {{lines}}, {{stop}} stop',
    tramLines: 'Trams {{lines}}, {{stop}} stop',
    and: 'and',
  },
  phones: {
    title: 'Phone',
    restaurant: 'Restaurant and table reservations',
    events: 'Event orders and inquiries',
  },
  hours: {
    title: 'Opening hours',
  },
  table: {
    title: 'Table reservation',
    text: 'Send us a table request. It is a request, not a confirmed booking: we will confirm your table by phone or email. For today, please call us.',
    partnerText: 'Book a table online with our reservation partner, or by phone.',
    partnerLink: 'Book a table online',
  },
  form: {
    title: 'Write to us',
    text: 'Do you have a question or a special request? Fill in the form and we will get back to you as soon as possible.',
  },
} satisfies Messages['contact'];
