import type { Messages } from '../cs';

export const home = {
  hero: {
    eyebrow: 'Prague 6 – Vokovice',
    title: 'Welcome to Ballon Restaurant',
    subtitle: 'Honest Czech and international cooking, a lunch menu on weekdays, a cafe and a summer terrace.',
    dailyMenu: 'Daily Menu',
    foodMenu: 'Food Menu',
    lounge: 'Inquire about the lounge',
    call: 'Call {{phone}}',
    featuresLabel: 'Restaurant amenities',
    features: {
      wifi: 'Free Wi-Fi',
      cards: 'Card payments',
      parking: 'Free parking',
      terrace: 'Summer terrace',
    },
  },
  status: {
    todaySpecial: '{{name}}: open {{opens}}–{{closes}} today',
    opensTomorrow: 'Opens tomorrow at {{opens}}',
    opensOn: 'Opens on {{date}} at {{opens}}',
  },
  lunch: {
    today: "Today's lunch",
    tomorrow: "Tomorrow's lunch",
    serving: '{{from}}–{{until}}',
    soup: 'Soup',
    more: 'See the full Daily Menu',
  },
  feastBanner: {
    badge: "St. Martin's Feast",
    title: "St. Martin's goose, roasted to order",
    description:
      "We roast geese to order – whole, half or quarter – alongside goose broth, confit legs, a stuffed potato pancake and young St. Martin's wine. Orders and reservations by phone.",
    cta: "See the St. Martin's Menu",
    call: 'Call {{phone}}',
    capacity: 'We roast a limited number of geese, so please order early.',
  },
  welcome: {
    title: 'A place for good food and good company',
    intro:
      'Ballon Restaurant in Vokovice is open every day. We cook Czech classics and favorites from around the world, serve a lunch menu on weekdays and look forward to seeing you for coffee in the cafe or out on the summer terrace.',
    expectTitle: 'What to expect',
    gastronomy: {
      title: 'Food',
      text: "Czech classics and international specialties, our Daily Menu at reasonable prices and seasonal treats such as our St. Martin's Feast.",
    },
    occasions: {
      title: 'Occasions',
      text: 'A business lunch, a family celebration, an evening with friends or coffee and cake – there is room here for every occasion.',
    },
    events: {
      title: 'Events',
      text: 'The {{lounge}}, our private lounge with its own bar, is ideal for corporate events, training sessions, weddings and parties. For a bigger celebration we join it with the restaurant.',
    },
    comfortTitle: 'Getting here',
    comfort: 'Take metro line {{line}} to {{station}} – about a {{minutes}}-minute walk away.',
    tramLine: 'Tram {{lines}} stops at {{stop}}.',
    tramLines: 'Trams {{lines}} stop at {{stop}}.',
    and: 'and',
    navigate: 'Get directions',
    maps: {
      mapy: 'Mapy.cz',
      google: 'Google Maps',
    },
    factsTitle: 'At a glance',
    facts: {
      restaurant: 'Restaurant',
      cafe: 'Cafe',
      terrace: 'Summer terrace',
      lounge: '{{lounge}}',
      joined: 'Lounge and restaurant together',
      hours: 'Opening hours',
    },
    upToGuests: 'up to {{count}} guests',
  },
} satisfies Messages['home'];
