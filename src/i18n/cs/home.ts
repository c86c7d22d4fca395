export const home = {
  hero: {
    eyebrow: 'Praha 6 – Vokovice',
    title: 'Vítejte v Restauraci Ballon',
    subtitle: 'Poctivá česká i mezinárodní kuchyně, polední menu ve všední dny, kavárna a letní terasa.',
    dailyMenu: 'Denní menu',
    foodMenu: 'Jídelní lístek',
    lounge: 'Poptat salonek',
    call: 'Zavolat {{phone}}',
    featuresLabel: 'Vybavení restaurace',
    features: {
      wifi: 'Wi-Fi zdarma',
      cards: 'Platba kartou',
      parking: 'Parkování před restaurací',
      terrace: 'Letní terasa',
    },
  },
  /** Whether it is open, under the title (the headline itself: common's hours). */
  status: {
    todaySpecial: '{{name}}: dnes otevřeno {{opens}}–{{closes}}',
    opensTomorrow: 'Otevíráme zítra v {{opens}}',
    opensOn: 'Otevíráme {{date}} v {{opens}}',
  },
  /** Today's lunch in brief (the whole menu: /denni-menu). */
  lunch: {
    today: 'Dnes k obědu',
    tomorrow: 'Zítra k obědu',
    serving: '{{from}}–{{until}}',
    soup: 'Polévka',
    more: 'Celé denní menu',
  },
  feastBanner: {
    badge: 'Svatomartinské hody',
    title: 'Svatomartinská husa na objednávku',
    description:
      'Pečeme husy na objednávku – celé, půlky i čtvrtky. Nabízíme také husí vývar, konfitovaná stehna, plněný bramborák a mladé svatomartinské víno. Objednávky a rezervace přijímáme telefonicky.',
    cta: 'Prohlédnout menu hodů',
    call: 'Zavolat {{phone}}',
    capacity: 'Počet hus je omezený – objednejte si prosím včas.',
  },
  welcome: {
    title: 'Místo pro dobré jídlo i příjemná setkání',
    intro:
      'Restaurace Ballon ve Vokovicích je tu pro vás každý den. Vaříme českou klasiku i oblíbená jídla z celého světa, ve všední dny podáváme polední menu a odpoledne vás rádi uvidíme u kávy v kavárně nebo na letní terase.',
    expectTitle: 'Co vás u nás čeká',
    gastronomy: {
      title: 'Gastronomie',
      text: 'Česká klasika i mezinárodní speciality, denní menu za příznivé ceny a sezónní nabídky, jako jsou svatomartinské hody.',
    },
    occasions: {
      title: 'Příležitosti',
      text: 'Pracovní oběd, rodinná oslava, posezení s přáteli nebo káva se zákuskem – u nás se najde místo pro každou příležitost.',
    },
    events: {
      title: 'Akce',
      text: '{{lounge}}, náš samostatný salonek s vlastním barem, se hodí pro firemní akce, školení, svatby i večírky. Na větší oslavu ho propojíme s restaurací.',
    },
    comfortTitle: 'Jak se k nám dostanete',
    comfort: 'Stanice metra {{station}} (linka {{line}}) je odsud asi {{minutes}} minut pěšky.',
    /** The tram: one line, or several (`20 a 26`; `and` is the list's last joint). */
    tramLine: 'Tramvaj č. {{lines}} staví na zastávce {{stop}}.',
    tramLines: 'Tramvaje č. {{lines}} staví na zastávce {{stop}}.',
    and: 'a',
    /** The map services that navigate to the address (the contact page shows it in three). */
    navigate: 'Navigovat',
    maps: {
      mapy: 'Mapy.cz',
      google: 'Mapy Google',
    },
    factsTitle: 'Restaurace v číslech',
    facts: {
      restaurant: 'Restaurace',
      cafe: 'Kavárna',
      terrace: 'Letní terasa',
      lounge: '{{lounge}}',
      joined: 'Salonek spojený s restaurací',
      hours: 'Otevírací doba',
    },
    upToGuests: 'až {{count}} hostů',
  },
};
