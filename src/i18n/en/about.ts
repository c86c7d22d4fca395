import type { Messages } from '../cs';

export const about = {
  eyebrow: 'Prague 6 – Vokovice',
  title: 'About Ballon Restaurant',
  lead: 'A restaurant, a cafe and a summer terrace under one roof – for a lunch break, a family meal or an evening with friends.',
  story: {
    first:
      'At Ballon Restaurant we cook honest Czech food alongside favorites from around the world. Drop in for our weekday lunch menu, a relaxed family meal on the weekend or dinner with friends.',
    second:
      "The spacious restaurant, the cozy cafe and the summer terrace offer plenty of room for everyday visits and bigger celebrations alike. And if you're planning an event, there's the {{lounge}}.",
  },
  highlights: {
    title: 'Why guests love it here',
    seats: {
      title: '{{count}} seats in the restaurant',
      text: 'Plenty of room for business lunches, family celebrations and larger groups.',
    },
    atmosphere: {
      title: 'A pleasant atmosphere',
      text: 'Friendly service, a calm setting and time to enjoy good food without hurrying.',
    },
    terrace: {
      title: 'A summer terrace for {{count}} guests',
      text: 'On warm days, take a seat outside in the fresh air.',
    },
  },
  spaces: {
    title: 'Cafe and terrace',
    cafe: {
      title: 'Cafe',
      text: 'A cozy spot for a morning espresso, afternoon coffee and cake, or a business meeting. Free Wi-Fi, of course.',
    },
    terrace: {
      title: 'Summer terrace',
      text: 'Perfect for lunch in the sunshine and summer evenings with friends.',
    },
  },
} satisfies Messages['about'];
