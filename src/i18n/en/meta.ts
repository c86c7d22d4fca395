import type { Messages } from '../cs';

export const meta = {
  defaultTitle: 'Ballon Restaurant – Czech cuisine, cafe and event lounge in Prague 6',
  titleSuffix: ' | Ballon Restaurant',
  defaultDescription:
    'Ballon Restaurant in Prague 6 – Vokovice: Czech and international cuisine, the Daily Menu, a cafe, a summer terrace and an event lounge for corporate and family occasions.',
  defaultKeywords: 'restaurant Prague 6, Vokovice, Czech cuisine, daily menu, event lounge, cafe, terrace',
  ogLocale: 'en_US',
  ogLocaleAlternate: 'cs_CZ',
  pages: {
    home: {
      title: 'Ballon Restaurant – Czech cuisine, cafe and event lounge in Prague 6',
      description:
        'Czech and international cuisine in Prague 6 – Vokovice: the Daily Menu, a cafe, a summer terrace and an event lounge with {{count}} seats. Opening hours: {{hours}}.',
      keywords: 'restaurant Prague 6, Vokovice, Czech cuisine, daily menu, lunch, event lounge, terrace',
    },
    dailyMenu: {
      title: 'Daily Menu',
      description:
        "The Ballon Restaurant Daily Menu: a soup and a choice of main courses at reasonable prices, served on weekdays. Each day's menu is published by {{opens}}.",
      keywords: 'daily menu Prague 6, lunch menu Vokovice',
    },
    foodMenu: {
      title: 'Food Menu',
      description:
        'The regular Food Menu of Ballon Restaurant in Prague 6 – Vokovice: Czech classics and international dishes.',
      keywords: 'food menu, Czech cuisine, restaurant Prague 6',
    },
    drinks: {
      title: 'Drink Menu',
      description:
        'The Ballon Restaurant Drink Menu: soft drinks, coffee and tea, draft and bottled beer, cider, wine, sparkling wine and spirits – with prices and allergens.',
      keywords: 'drink menu, draft beer, wine, coffee, Prague 6',
    },
    feast: {
      title: "St. Martin's Feast",
      description:
        "St. Martin's Feast, {{dates}}: roast goose to order, goose liver and broth, confit legs, a stuffed potato pancake and St. Martin's wine. Orders and reservations by phone.",
      keywords: "St. Martin's goose, St. Martin's feast, goose Prague 6, St. Martin's wine",
    },
    about: {
      title: 'About the Restaurant',
      description:
        'Ballon Restaurant: {{restaurant}} seats in the restaurant, a cafe for {{cafe}} guests and a summer terrace for {{terrace}} guests in Prague 6 – Vokovice.',
      keywords: 'restaurant Vokovice, cafe, summer terrace, Prague 6',
    },
    lounge: {
      title: 'Event and Conference Lounge',
      description:
        'The {{name}} in Prague 6 – Vokovice: a private lounge with {{count}} seats, a screen, a projector and its own bar, and up to {{joined}} guests when joined with the restaurant. Send us an inquiry.',
      keywords: 'event lounge Prague 6, conference room, corporate event, wedding, training, lounge rental',
    },
    gallery: {
      title: 'Gallery',
      description:
        'The photo gallery of Ballon Restaurant in Prague 6 – Vokovice: the event lounge, the cafe with its summer terrace and the restaurant.',
      keywords: 'gallery, photos, event lounge, cafe, restaurant',
    },
    contact: {
      title: 'Contact',
      description:
        'Contact Ballon Restaurant: the address with map links, getting here by metro line {{line}} ({{station}} station) and tram, parking, phone numbers, opening hours and a form for your questions.',
      keywords: 'contact, restaurant Prague 6, reservation, {{station}}',
    },
    privacy: {
      title: 'Privacy Notice',
      description:
        'How Ballon Restaurant handles personal data from its forms and from running the website: who the controller is, what is processed and why, how long it is kept and your rights. No cookies.',
      keywords: 'privacy notice, GDPR, cookies, Ballon Restaurant',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
      keywords: 'Ballon Restaurant',
    },
  },
} satisfies Messages['meta'];
