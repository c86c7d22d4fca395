export const dailyMenu = {
  title: 'Denní menu',
  lead: 'Obědy, na které se budete těšit.',
  intro: {
    title: 'Čerstvé menu každý všední den',
    text: 'Polévka a výběr z hlavních jídel za příznivé ceny. Menu na daný den zveřejňujeme vždy nejpozději v {{opens}}.',
  },
  frame: {
    title: 'Denní menu Restaurace Ballon',
    heading: 'Dnešní nabídka',
    openSeparately: 'Otevřít denní menu samostatně',
  },
  subscribe: {
    title: 'Denní menu každé ráno v e-mailu',
    text: 'Přihlaste se k odběru a aktuální denní menu vám každé ráno pošleme e-mailem.',
    button: 'Přihlásit se k odběru',
    /** Our own form (server/subscribers), shown when links.yaml's `menuSubscribe` is not set. */
    form: {
      email: 'Váš e-mail',
      lang: 'Jazyk e-mailů',
      langCs: 'čeština',
      langEn: 'angličtina',
      consent: 'Chci každý všední den dostávat polední menu e-mailem',
      privacyLink: 'Jak s adresou zacházíme',
      submit: 'Přihlásit se k odběru',
      honeypot: 'Toto pole nechte prázdné',
      note: 'Nejdřív vám pošleme e-mail s odkazem k potvrzení. Odhlásit se můžete odkazem v každém e-mailu.',
    },
  },
  today: {
    heading: 'Dnešní menu',
    servingLater: 'Dnes podáváme od {{from}} do {{until}}.',
    servingNow: 'Podáváme ještě do {{until}}.',
    over: 'Dnešní polední menu už skončilo.',
    weekend: 'Polední menu podáváme v pondělí až pátek, o víkendu ne.',
    closed: 'Dnes máme zavřeno – {{name}}.',
    closedRegular: 'Dnes máme zavřeno.',
    reopensTomorrow: 'Znovu otevíráme zítra v {{opens}}.',
    reopens: 'Znovu otevíráme {{date}} v {{opens}}.',
    nothing: 'Dnešní polední menu zatím není zveřejněné.',
    ask: 'Co dnes vaříme, vám rádi řekneme po telefonu.',
    /**
     * One sentence with the food menu's link inside it (`before`, the link, `after`), so the
     * page names the food menu once: the link is not repeated after a sentence that names it.
     */
    foodMenu: {
      before: 'Kdykoli máme otevřeno, můžete si vybrat z našeho ',
      link: 'jídelního lístku',
      after: '.',
    },
  },
  next: {
    heading: 'Nejbližší polední menu',
    none: 'Další polední menu zatím nemáme zveřejněné.',
  },
  coming: {
    heading: 'Další dny tohoto týdne',
  },
  day: {
    serving: 'Podáváme {{from}}–{{until}}',
    soups: 'Polévky',
    mains: 'Hlavní jídla',
    mainNumber: 'Menu {{number}}',
  },
  diet: {
    label: 'Vhodné pro',
    vegetarian: 'vegetariány',
    vegan: 'vegany',
    glutenFree: 'bezlepkovou dietu',
    short: { vegetarian: 'vegetariánské', vegan: 'veganské', glutenFree: 'bez lepku' },
  },
  weekdays: {
    monday: 'pondělí',
    tuesday: 'úterý',
    wednesday: 'středa',
    thursday: 'čtvrtek',
    friday: 'pátek',
    saturday: 'sobota',
    sunday: 'neděle',
  },
  feed: {
    title: 'Denní menu – {{name}}',
    subtitle: 'Polední menu na každý den, hned jak ho zveřejníme.',
    entryTitle: 'Polední menu: {{date}}',
    follow: 'Sledovat denní menu ve čtečce (Atom)',
    allergens: 'alergeny {{numbers}}',
  },
};
