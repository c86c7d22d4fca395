import type { Messages } from '../cs';

export const foodMenu = {
  title: 'Food Menu',
  lead: 'Czech classics and international dishes – this is our regular menu.',
  download: 'Download the food menu (PDF)',
  frame: {
    title: "Ballon Restaurant's food menu",
    heading: 'Our regular menu',
    openSeparately: 'Open the food menu on its own',
    placeholderTitle: 'The food menu will be published here soon',
    placeholderText:
      "We are getting the online food menu ready. In the meantime we'll gladly help over the phone – or simply drop in.",
  },
} satisfies Messages['foodMenu'];
