import type { Messages } from '../cs';

export const feast = {
  eyebrow: 'Seasonal special',
  title: "St. Martin's Feast",
  intro:
    "On St. Martin's Day, roast goose belongs on the table. During the feast we roast geese to order – whole, half or quarter – and serve them alongside goose broth, confit legs, a stuffed potato pancake and young St. Martin's wine.",
  ordering:
    'We take orders and reservations by phone. Our geese are roasted to order, so please let us know in advance.',
  menu: {
    title: "St. Martin's Menu",
    pricesNote: 'Prices are in Czech crowns (CZK) and include VAT.',
    vintage: 'The {{year}} vintage.',
  },
  ongoing: 'The feast is on now',
  over: {
    title: 'The feast is over',
    text: "The St. Martin's feast of {{dates}} is over. Thank you to everyone who came to enjoy a goose with us!",
    next: "We will announce the next feast's dates in the fall of {{year}}.",
    nextTitle: "The next St. Martin's feast",
    nextDates: "The next St. Martin's feast will be held on {{dates}}.",
    menuFrom: "We will publish the St. Martin's Menu here on {{date}}.",
  },
  past: {
    title: "St. Martin's Menu {{year}} – For Reference",
    text: "This is the menu we served at the {{year}} St. Martin's feast. The dishes and prices of the next feast may differ.",
    nextMenu: "We will publish the {{year}} St. Martin's Menu here on {{date}}.",
    pricesNote: 'The {{year}} prices are in Czech crowns (CZK) and include VAT.',
  },
  cta: {
    title: 'Order your goose early',
    text: "Give us a call to order your goose and book a table. We'll gladly help you choose the right size of goose for your party.",
    capacity: 'We roast a limited number of geese, so please order early.',
  },
  calendar: {
    link: 'Add to calendar (.ics)',
    fileName: 'st-martins-feast-{{year}}.ics',
    summary: "St. Martin's Feast – {{venue}}",
    description:
      "Roast goose to order and more St. Martin's specialties. You can order your goose by phone: {{phone}}. The St. Martin's Menu: {{url}}",
  },
} satisfies Messages['feast'];
