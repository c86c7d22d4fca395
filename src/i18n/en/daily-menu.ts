import type { Messages } from '../cs';

export const dailyMenu = {
  title: 'Daily Menu',
  lead: 'Lunches worth looking forward to.',
  intro: {
    title: 'Fresh menu every day',
    text: 'A soup and a choice of main courses at favourable prices. The menu is updated every day from {{opens}}, and on weekdays we serve a lunch menu.',
  },
  frame: {
    title: "Ballon Restaurant's daily menu",
    heading: "Today's menu",
    openSeparately: 'Open the daily menu on its own',
    placeholderTitle: 'The daily menu will be published here soon',
    placeholderText:
      "We are getting the online daily menu ready. In the meantime, just give us a call and we'll tell you what's cooking today.",
  },
  subscribe: {
    title: 'The daily menu in your inbox every morning',
    text: "Subscribe and we'll email you the current daily menu every morning.",
    button: 'Subscribe',
  },
} satisfies Messages['dailyMenu'];
