export const common = {
  allergensOnRequest: 'Informace o alergenech vám na požádání sdělí obsluha.',
  siteName: 'Restaurace Ballon',
  skipToContent: 'Přeskočit na obsah',
  backHome: 'Zpět na úvodní stránku',
  callUs: 'Zavolejte nám',
  /** Beside a dish's struck price on the day it sold out (the lunch, the food menu, the home page's lunch). */
  soldOut: 'vyprodáno',
  /**
   * A phone number's label: what it takes (venue.yaml `phoneFor`), the same words in
   * the footer, on the contact and feast pages and in the home page's feast banner
   * (src/components/ui/phone-roles.ts). A number that takes none of them: its name.
   */
  phones: {
    reservations: 'rezervace stolů',
    feastOrders: 'objednávky svatomartinských hus',
    eventEnquiries: 'poptávky akcí a salonku',
    two: '{{first}} a {{second}}',
    three: '{{first}}, {{second}} a {{third}}',
    restaurant: 'Restaurace',
    events: 'Akce a salonek',
  },
  openNewTab: '(otevře se na nové kartě)',
  seats: '{{count}} míst',
  /** Month names in the genitive, for dates (`24. prosince 2026`). */
  months: [
    'ledna',
    'února',
    'března',
    'dubna',
    'května',
    'června',
    'července',
    'srpna',
    'září',
    'října',
    'listopadu',
    'prosince',
  ],
  call: 'Zavolat',
  bookTable: 'Rezervovat stůl',
  noticesLabel: 'Oznámení',
};

export const hours = {
  open: 'Otevřeno do {{closes}}',
  opensLater: 'Otevíráme v {{opens}}',
  closedToday: 'Dnes zavřeno',
  closedTodayNamed: 'Dnes zavřeno – {{name}}',
  closedNow: 'Zavřeno',
  closedNowTomorrow: 'Zavřeno, otevíráme zítra v {{opens}}',
  closedNowLater: 'Zavřeno, otevíráme {{date}} v {{opens}}',
  daily: 'denně {{span}}',
  days: '{{days}} {{span}}',
  span: '{{opens}}–{{closes}}',
  closed: 'zavřeno',
  weekTitle: 'Běžná otevírací doba',
  changesTitle: 'Změny otevírací doby',
  weekdays: {
    monday: 'po',
    tuesday: 'út',
    wednesday: 'st',
    thursday: 'čt',
    friday: 'pá',
    saturday: 'so',
    sunday: 'ne',
  },
};

export const nav = {
  label: 'Hlavní navigace',
  home: 'Úvod',
  menu: 'Menu',
  menuLabel: 'Nabídka jídel a nápojů',
  dailyMenu: 'Denní menu',
  foodMenu: 'Jídelní lístek',
  drinks: 'Nápojový lístek',
  feast: 'Svatomartinské hody',
  about: 'O restauraci',
  lounge: 'Salonek',
  gallery: 'Galerie',
  contact: 'Kontakt',
  social: 'Facebook',
  socialLabel: 'Restaurace Ballon na Facebooku',
  openMenu: 'Otevřít navigaci',
  closeMenu: 'Zavřít navigaci',
  toggleLanguage: 'EN',
  toggleLanguageLabel: 'Switch to English',
  logoLabel: 'Restaurace Ballon – úvodní stránka',
};

export const footer = {
  addressTitle: 'Adresa',
  hoursTitle: 'Otevírací doba',
  contactTitle: 'Kontakt',
  operator: 'Provozovatel: {{name}}, {{address}}',
  companyId: 'IČO: {{id}}',
  amenitiesTitle: 'Pro naše hosty',
  cards: 'Přijímáme platební karty',
  wifi: 'Wi-Fi zdarma',
  reservationPartner: 'Rezervujte si stůl online',
  followUs: 'Sledujte nás',
  privacy: 'Ochrana osobních údajů',
  copyright: '© {{year}} Restaurace Ballon. Všechna práva vyhrazena.',
};

export const error = {
  title: 'Unexpected Application Error!',
  text: 'Omlouváme se, něco se pokazilo. Zkuste to prosím za chvíli znovu.',
};
