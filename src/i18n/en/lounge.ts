import type { Messages } from '../cs';

export const lounge = {
  eyebrow: 'Conference and event space',
  title: 'The {{name}}',
  lead: 'A private lounge with its own bar and projection equipment – ideal for corporate events, training sessions, celebrations and weddings.',
  intro:
    'The lounge is separate from the restaurant, so you can enjoy privacy and quiet. We set up the tables, menu and equipment to suit your event – from a business meeting to a wedding feast.',
  features: {
    title: 'What the lounge offers',
    capacity: {
      title: '{{count}} seats',
      text: 'A spacious, bright lounge for small meetings and large social events alike.',
      standing: 'For a standing reception, it holds up to {{count}} guests.',
    },
    projection: {
      title: 'Screen and projector',
      text: 'A screen and projector for presentations, training sessions and screenings.',
    },
    bar: {
      title: 'Private bar',
      text: 'A bar just for your guests, staffed for the whole event.',
    },
  },
  arrangements: {
    title: 'Table arrangements',
    intro: 'Capacity depends on how the tables are arranged:',
    seated: '{{count}} people',
    upTo: 'up to {{count}} people',
    U: {
      title: 'U-shape',
      text: 'Tables in the shape of a U – ideal for meetings, seminars and discussions.',
    },
    T: {
      title: 'T-shape',
      text: 'A head table with a long table attached – for festive dinners and family celebrations.',
    },
    I: {
      title: 'I-shape',
      text: 'One long shared table – for business meetings or a dinner together.',
    },
    bar: {
      title: 'Bar setup',
      text: 'Bar tables and open space – for informal gatherings and parties.',
    },
    reception: {
      title: 'Receptions',
      text: 'A standing buffet – for receptions, gallery openings and company parties.',
    },
    combined: {
      title: 'Combined with the restaurant',
      text: 'The lounge joined with the restaurant – for weddings and large social events.',
    },
  },
  inquiry: {
    title: 'Lounge rental inquiry',
    text: 'Tell us what you are planning and we will prepare a tailor-made offer.',
    call: "Prefer to call? We're happy to discuss your event by phone:",
  },
} satisfies Messages['lounge'];
