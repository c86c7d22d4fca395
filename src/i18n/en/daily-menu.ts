import type { Messages } from '../cs';

export const dailyMenu = {
  title: 'Daily Menu',
  lead: 'Lunches worth looking forward to.',
  intro: {
    title: 'A fresh menu every weekday',
    text: "A soup and a choice of main courses at reasonable prices. Each day's menu is published by {{opens}}.",
  },
  frame: {
    title: "Ballon Restaurant's Daily Menu",
    heading: "Today's menu",
    openSeparately: 'View the Daily Menu on its own page',
  },
  subscribe: {
    title: 'The Daily Menu in your inbox every morning',
    text: "Subscribe and we'll email you the current Daily Menu every morning.",
    button: 'Subscribe',
  },
  today: {
    heading: "Today's lunch",
    servingLater: 'Served today from {{from}} to {{until}}.',
    servingNow: 'Serving now, until {{until}}.',
    over: 'Lunch is over for today.',
    weekend: 'We serve the lunch menu Monday through Friday, not on weekends.',
    closed: 'We are closed today – {{name}}.',
    closedRegular: 'We are closed today.',
    reopensTomorrow: 'We reopen tomorrow at {{opens}}.',
    reopens: 'We reopen on {{date}} at {{opens}}.',
    nothing: "Today's lunch menu is not published yet.",
    ask: "Give us a call and we'll gladly tell you what's cooking today.",
    foodMenu: {
      before: "Whenever we're open, you can order from our ",
      link: 'Food Menu',
      after: '.',
    },
  },
  next: {
    heading: 'Next lunch menu',
    none: 'The next lunch menu is not published yet.',
  },
  coming: {
    heading: 'Later this week',
  },
  day: {
    serving: 'Served {{from}}–{{until}}',
    soups: 'Soups',
    mains: 'Main courses',
    mainNumber: 'Option {{number}}',
  },
  diet: {
    label: 'Suitable for',
    vegetarian: 'vegetarians',
    vegan: 'vegans',
    glutenFree: 'a gluten-free diet',
    short: { vegetarian: 'vegetarian', vegan: 'vegan', glutenFree: 'gluten-free' },
  },
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  feed: {
    title: 'Daily Menu – {{name}}',
    subtitle: 'The lunch menu for each day, as we publish it.',
    entryTitle: 'Lunch menu: {{date}}',
    follow: 'Follow the Daily Menu in a feed reader (Atom)',
    allergens: 'allergens {{numbers}}',
  },
} satisfies Messages['dailyMenu'];
