import type { Messages } from '../cs';

export const feast = {
  eyebrow: 'Seasonal special',
  title: "St. Martin's Feast",
  dates: 'November 8–11, 2025',
  intro:
    "On St. Martin's Day, roast goose belongs on the table. During the feast we roast geese to order – whole, half or quarter – and serve them alongside goose broth, confit legs, a stuffed potato pancake and this year's young St. Martin's wine.",
  ordering:
    'We take orders and reservations by phone. Our geese are roasted to order, so please let us know in advance.',
  menu: {
    title: "St. Martin's menu",
    pricesNote: 'Prices are in Czech crowns (CZK) and include VAT.',
    groups: {
      starters: { title: 'Starter and soup', note: 'A fine start to the feast.' },
      goose: {
        title: 'Roast goose to order',
        note: 'Served with red and white cabbage, potato and bread dumplings.',
      },
      mains: { title: 'Main courses', note: "St. Martin's specialities from our kitchen." },
      wine: {
        title: "St. Martin's wine",
        note: "This year's young wine, traditionally first opened on St. Martin's Day.",
      },
    },
  },
  cta: {
    title: 'Order your goose in good time',
    text: "Give us a call to order your goose and book a table. We'll gladly help you choose the right size of goose for your party.",
    restaurant: 'Restaurant – orders and reservations',
    events: 'Group and event orders',
    capacity: 'Geese are limited in number, so please do not leave your order too late.',
  },
} satisfies Messages['feast'];
