export const feast = {
  eyebrow: 'Sezónní nabídka',
  title: 'Svatomartinské hody',
  intro:
    'Na svatého Martina patří na stůl pečená husa. Během hodů pro vás pečeme husy na objednávku – celé, půlky i čtvrtky. Ochutnat můžete také husí vývar, konfitovaná stehna, plněný bramborák a mladé svatomartinské víno.',
  ordering:
    'Objednávky a rezervace přijímáme telefonicky. Husy pečeme na objednávku, proto nám prosím dejte vědět s předstihem.',
  menu: {
    title: 'Svatomartinské menu',
    pricesNote: 'Ceny jsou uvedeny v Kč včetně DPH.',
    vintage: 'Ročník {{year}}.',
  },
  ongoing: 'Hody právě probíhají',
  /**
   * Between seasons: from the day after an edition ends until the next one's banner
   * window opens (src/content/feast-season.ts). No urgency and no ordering: the next
   * edition, if listed, is only named; the last edition's menu stays (`past`). Every
   * year here is the edition's, never "letos". `menuFrom` only when no past menu is shown.
   */
  over: {
    title: 'Hody skončily',
    text: 'Svatomartinské hody {{dates}} skončily. Děkujeme všem, kdo k nám dorazili na husu!',
    next: 'Termín dalších hodů zveřejníme na podzim {{year}}.',
    nextTitle: 'Příští svatomartinské hody',
    nextDates: 'Příští svatomartinské hody se budou konat {{dates}}.',
    menuFrom: 'Svatomartinské menu tu zveřejníme {{date}}.',
  },
  /** Between seasons, the last edition's menu: for reference, that edition's prices; when the next one's comes. */
  past: {
    title: 'Menu hodů {{year}} – pro představu',
    text: 'Takové menu jsme podávali na svatomartinských hodech {{year}}. Nabídka a ceny dalších hodů se mohou lišit.',
    nextMenu: 'Menu hodů {{year}} tu zveřejníme {{date}}.',
    pricesNote: 'Ceny z hodů {{year}} jsou uvedeny v Kč včetně DPH.',
  },
  cta: {
    title: 'Objednejte si husu včas',
    text: 'Zavolejte nám, objednejte si husu a rezervujte stůl. Rádi vám poradíme, jak velká husa bude pro vaši společnost ta pravá.',
    capacity: 'Počet hus je omezený – objednejte si prosím včas.',
  },
  /** The feast's calendar file (.ics): the page's link, the file's name and its events' texts. */
  calendar: {
    link: 'Přidat do kalendáře (.ics)',
    fileName: 'svatomartinske-hody-{{year}}.ics',
    summary: 'Svatomartinské hody – {{venue}}',
    description:
      'Pečená husa na objednávku a další svatomartinské speciality. Husu si můžete objednat na telefonu {{phone}}. Svatomartinské menu: {{url}}',
  },
};
