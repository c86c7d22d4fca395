import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'We are here for you',
  title: 'Contact',
  lead: 'The quickest way to book a table is by phone. You are also welcome to write to us with any questions or wishes.',
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
  form: {
    title: 'Write to us',
    text: 'Do you have a question or a special request? Fill in the form and we will get back to you as soon as possible.',
  },
} satisfies Messages['contact'];
