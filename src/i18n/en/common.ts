import type { Messages } from '../cs';

export const common = {
  allergensOnRequest: 'Our staff will tell you about allergens on request.',
  siteName: 'Ballon Restaurant',
  skipToContent: 'Skip to content',
  backHome: 'Back to the home page',
  callUs: 'Call us',
  phones: {
    reservations: 'table reservations',
    feastOrders: "St. Martin's goose orders",
    eventEnquiries: 'event and lounge inquiries',
    two: '{{first}} and {{second}}',
    three: '{{first}}, {{second}}, and {{third}}',
    restaurant: 'Restaurant',
    events: 'Events and lounge',
  },
  openNewTab: '(opens in a new tab)',
  seats: '{{count}} seats',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  call: 'Call',
  bookTable: 'Book a table',
  noticesLabel: 'Notices',
} satisfies Messages['common'];

export const hours = {
  open: 'Open now until {{closes}}',
  opensLater: 'Opens at {{opens}}',
  closedToday: 'Closed today',
  closedTodayNamed: 'Closed today – {{name}}',
  closedNow: 'Closed',
  closedNowTomorrow: 'Closed, opens tomorrow at {{opens}}',
  closedNowLater: 'Closed, opens on {{date}} at {{opens}}',
  daily: 'daily {{span}}',
  days: '{{days}} {{span}}',
  span: '{{opens}}–{{closes}}',
  closed: 'closed',
  weekTitle: 'Regular hours',
  changesTitle: 'Changes to our opening hours',
  weekdays: { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' },
} satisfies Messages['hours'];

export const nav = {
  label: 'Main navigation',
  home: 'Home',
  menu: 'Menu',
  menuLabel: 'Food and drink menus',
  dailyMenu: 'Daily Menu',
  foodMenu: 'Food Menu',
  drinks: 'Drink Menu',
  feast: "St. Martin's Feast",
  about: 'About',
  lounge: 'Lounge',
  gallery: 'Gallery',
  contact: 'Contact',
  social: 'Facebook',
  socialLabel: 'Ballon Restaurant on Facebook',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  toggleLanguage: 'CZ',
  toggleLanguageLabel: 'Přepnout do češtiny',
  logoLabel: 'Ballon Restaurant – home page',
} satisfies Messages['nav'];

export const footer = {
  addressTitle: 'Address',
  hoursTitle: 'Opening hours',
  contactTitle: 'Contact',
  operator: 'Operated by {{name}}, {{address}}',
  companyId: 'Company ID: {{id}}',
  amenitiesTitle: 'For our guests',
  cards: 'Cards accepted',
  wifi: 'Free Wi-Fi',
  reservationPartner: 'Book a table online',
  followUs: 'Follow us',
  privacy: 'Privacy Notice',
  copyright: '© {{year}} Ballon Restaurant. All rights reserved.',
} satisfies Messages['footer'];

export const error = {
  title: 'Unexpected Application Error!',
  text: 'Sorry, something went wrong. Please try again in a moment.',
} satisfies Messages['error'];
