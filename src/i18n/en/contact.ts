import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'Get in touch',
  title: 'Contact',
  lead: 'Book a table by phone or online below – or send us a message with any questions.',
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
    metro: 'Metro line {{line}} to {{station}}, then about a {{minutes}}-minute walk',
    tramLine: 'Tram {{lines}}, {{stop}} stop',
    tramLines: 'Trams {{lines}}, {{stop}} stop',
    and: 'and',
  },
  phones: {
    title: 'Phone',
  },
  hours: {
    title: 'Opening hours',
  },
  form: {
    title: 'Send us a message',
    text: "Have a question or a special request? Fill out the form and we'll get back to you as soon as we can.",
  },
} satisfies Messages['contact'];
