import type { Messages } from '../cs';

export const meta = {
  defaultTitle: 'Ballon Restaurant – Czech cuisine, cafe and event lounge in Prague 6',
  titleSuffix: ' | Ballon Restaurant',
  defaultDescription:
    'Ballon Restaurant in Prague 6 – Vokovice: Czech and international cuisine, a daily menu, a cafe, a summer terrace and an event lounge for corporate and family occasions.',
  defaultKeywords: 'restaurant Prague 6, Vokovice, Czech cuisine, daily menu, event lounge, cafe, terrace',
  ogLocale: 'en_GB',
  ogLocaleAlternate: 'cs_CZ',
  pages: {
    home: {
      title: 'Ballon Restaurant – Czech cuisine, cafe and event lounge in Prague 6',
      description:
        'Czech and international cuisine in Prague 6 – Vokovice. Daily menu, cafe, summer terrace and an event lounge for up to {{count}} guests. Opening hours: {{hours}}.',
      keywords: 'restaurant Prague 6, Vokovice, Czech cuisine, daily menu, lunch, event lounge, terrace',
    },
    dailyMenu: {
      title: 'Daily Menu',
      description: 'The Ballon Restaurant daily menu: soup and a choice of main courses at favourable prices, every weekday from {{opens}}.',
      keywords: 'daily menu Prague 6, lunch menu Vokovice',
    },
    foodMenu: {
      title: 'Food Menu',
      description: 'The permanent food menu of Ballon Restaurant – Czech and international cuisine. Also available as a PDF.',
      keywords: 'food menu, Czech cuisine, restaurant Prague 6',
    },
    drinks: {
      title: 'Drink Menu',
      description: 'The Ballon Restaurant drink menu: draught beer, wine, coffee, soft drinks and spirits with prices.',
      keywords: 'drink menu, draught beer, wine, coffee, Prague 6',
    },
    feast: {
      title: "St. Martin's Feast",
      description:
        "St. Martin's feast, {{dates}}: roast geese made to order, goose broth, confit goose leg and St. Martin's wine. Reservations by phone.",
      keywords: "St. Martin's goose, St. Martin's feast, goose Prague 6, St. Martin's wine",
    },
    about: {
      title: 'About the Restaurant',
      description: 'Ballon Restaurant: {{restaurant}} seats in the restaurant, a cafe for {{cafe}} guests and a summer terrace for {{terrace}} guests in Prague 6 – Vokovice.',
      keywords: 'restaurant Vokovice, cafe, summer terrace, Prague 6',
    },
    lounge: {
      title: 'Conference Rooms and Event Lounge',
      description:
        '{{name}} for up to {{count}} people with a screen, projection and a private bar. Joined with the restaurant, up to {{joined}} guests. Send us an enquiry.',
      keywords: 'event lounge Prague 6, conference room, corporate event, wedding, training, lounge rental',
    },
    gallery: {
      title: 'Gallery',
      description: 'Photos of the lounge, the cafe and Ballon Restaurant in Prague 6 – Vokovice.',
      keywords: 'gallery, photos, event lounge, cafe, restaurant',
    },
    contact: {
      title: 'Contact',
      description: 'Contact Ballon Restaurant: address, phone, opening hours, parking and getting here by metro line {{line}} from {{station}} station.',
      keywords: 'contact, restaurant Prague 6, reservation, {{station}}',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
      keywords: 'Ballon Restaurant',
    },
  },
} satisfies Messages['meta'];
