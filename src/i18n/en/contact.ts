import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'We are here for you',
  title: 'Contact',
  lead: 'The quickest way to book a table is by phone. You are also welcome to write to us with any questions or wishes.',
  address: {
    title: 'Address',
  },
  transport: {
    title: 'Getting here',
    metro: 'Metro line {{line}}, {{station}} station – about {{minutes}} minutes on foot',
    tram: 'Tram {{lines}}, {{stop}} stop',
  },
  phones: {
    title: 'Phone',
    restaurant: 'Restaurant and table reservations',
    events: 'Event orders and enquiries',
  },
  hours: {
    title: 'Opening hours',
  },
  form: {
    title: 'Write to us',
    text: 'Do you have a question or a special request? Fill in the form and we will get back to you as soon as possible.',
  },
} satisfies Messages['contact'];
