export const feast = {
  eyebrow: 'Sezónní nabídka',
  title: 'Svatomartinské hody',
  dates: '8.–11. listopadu 2025',
  intro:
    'Na svatého Martina patří na stůl pečená husa. Během hodů pro vás pečeme husy na objednávku – celé, půlky i čtvrtky – a k nim husí vývar, konfitovaná stehna, plněný bramborák a mladé svatomartinské víno.',
  ordering:
    'Objednávky a rezervace přijímáme telefonicky. Husy pečeme na objednávku, proto nám prosím dejte vědět s předstihem.',
  menu: {
    title: 'Svatomartinské menu',
    pricesNote: 'Ceny jsou uvedeny v Kč včetně DPH.',
    groups: {
      starters: { title: 'Předkrm a polévka', note: 'Pro dobrý začátek hodů.' },
      goose: {
        title: 'Pečená husa na objednávku',
        note: 'Podáváme s červeným a bílým zelím, bramborovým a houskovým knedlíkem.',
      },
      mains: { title: 'Hlavní jídla', note: 'Svatomartinské speciality z naší kuchyně.' },
      wine: {
        title: 'Svatomartinské víno',
        note: 'Mladé víno letošního ročníku, které se tradičně poprvé otevírá na svatého Martina.',
      },
    },
  },
  cta: {
    title: 'Objednejte si husu včas',
    text: 'Zavolejte nám, objednejte si husu a rezervujte stůl. Rádi vám poradíme, jak velká husa bude pro vaši společnost ta pravá.',
    restaurant: 'Restaurace – objednávky a rezervace',
    events: 'Objednávky pro skupiny a akce',
    capacity: 'Počet hus je omezený, s objednávkou proto neotálejte.',
  },
};
