import type { Messages } from '../cs';

export const dailyMenu = {
  title: 'Daily Menu',
  lead: 'Lunches worth looking forward to.',
  intro: {
    title: 'A fresh menu every weekday',
    text: 'On weekdays, a soup and a choice of main courses at favourable prices. The menu is updated from {{opens}} on the day.',
  },
  frame: {
    title: "Ballon Restaurant's daily menu",
    heading: "Today's menu",
    openSeparately: 'Open the daily menu on its own',
    placeholderTitle: 'The daily menu is not published yet',
    placeholderText: "Give us a call and we'll gladly tell you what's cooking today.",
  },
  subscribe: {
    title: 'The daily menu in your inbox every morning',
    text: "Subscribe and we'll email you the current daily menu every morning.",
    button: 'Subscribe',
  },
  today: {
    heading: "Today's lunch",
    servingLater: 'Served today from {{from}} to {{until}}.',
    servingNow: 'Serving now, until {{until}}.',
    over: 'Lunch is over for today.',
    weekend: 'We do not serve a lunch menu at the weekend.',
    closed: 'We are closed today – {{name}}.',
    closedRegular: 'We are closed today.',
    nothing: 'There is no lunch menu today.',
    foodMenu: 'Whenever we are open, you can choose from the food menu.',
    foodMenuLink: 'Food menu',
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
    mainNumber: 'Menu {{number}}',
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
    title: 'Daily menu – {{name}}',
    subtitle: 'The lunch menu for each day, as we publish it.',
    entryTitle: 'Lunch menu: {{date}}',
    follow: 'Follow the daily menu in a feed reader (Atom)',
    allergens: 'allergens {{numbers}}',
  },
} satisfies Messages['dailyMenu'];
