export const meta = {
  defaultTitle: 'Restaurace Ballon – česká kuchyně, kavárna a salonek v Praze 6',
  titleSuffix: ' | Restaurace Ballon',
  defaultDescription:
    'Restaurace Ballon v Praze 6 – Vokovicích: česká a mezinárodní kuchyně, denní menu, kavárna, letní terasa a salonek pro firemní i rodinné akce.',
  defaultKeywords: 'restaurace Praha 6, Vokovice, česká kuchyně, denní menu, salonek, kavárna, terasa',
  ogLocale: 'cs_CZ',
  ogLocaleAlternate: 'en_GB',
  pages: {
    home: {
      title: 'Restaurace Ballon – česká kuchyně, kavárna a salonek v Praze 6',
      description:
        'Česká a mezinárodní kuchyně v Praze 6 – Vokovicích. Denní menu, kavárna, letní terasa a salonek pro akce až pro {{count}} hostů. Otevírací doba: {{hours}}.',
      keywords: 'restaurace Praha 6, Vokovice, česká kuchyně, denní menu, obědy, salonek, terasa',
    },
    dailyMenu: {
      title: 'Denní menu',
      description: 'Denní menu Restaurace Ballon: polévka a výběr hlavních jídel za příznivé ceny, každý všední den od {{opens}}.',
      keywords: 'denní menu Praha 6, obědové menu Vokovice, polední menu',
    },
    foodMenu: {
      title: 'Jídelní lístek',
      description: 'Stálý jídelní lístek Restaurace Ballon – česká a mezinárodní kuchyně. Ke stažení také v PDF.',
      keywords: 'jídelní lístek, česká kuchyně, restaurace Praha 6',
    },
    drinks: {
      title: 'Nápojový lístek',
      description: 'Nápojový lístek Restaurace Ballon: točená piva, vína, káva, nealko a destiláty s cenami.',
      keywords: 'nápojový lístek, točené pivo, víno, káva, Praha 6',
    },
    feast: {
      title: 'Svatomartinské hody',
      description:
        'Svatomartinské hody {{dates}}: pečené husy na objednávku, husí polévka, konfitované stehno a svatomartinské víno. Rezervace telefonicky.',
      keywords: 'svatomartinská husa, svatomartinské hody, husa Praha 6, svatomartinské víno',
    },
    about: {
      title: 'O restauraci',
      description: 'Restaurace Ballon: {{restaurant}} míst v restauraci, kavárna pro {{cafe}} hostů a letní terasa pro {{terrace}} hostů v Praze 6 – Vokovicích.',
      keywords: 'restaurace Vokovice, kavárna, letní terasa, Praha 6',
    },
    lounge: {
      title: 'Konferenční prostory a salonek',
      description:
        'Salonek {{name}} až pro {{count}} osob s plátnem, projekcí a vlastním barem. Spojením s restaurací až {{joined}} hostů. Pošlete nám poptávku.',
      keywords: 'salonek Praha 6, konferenční prostory, firemní akce, svatba, školení, pronájem salonku',
    },
    gallery: {
      title: 'Galerie',
      description: 'Fotografie salonku, kavárny a restaurace Ballon v Praze 6 – Vokovicích.',
      keywords: 'galerie, fotografie, salonek, kavárna, restaurace',
    },
    contact: {
      title: 'Kontakt',
      description: 'Kontakt na Restauraci Ballon: adresa, telefon, otevírací doba, parkování a cesta metrem {{line}} ze stanice {{station}}.',
      keywords: 'kontakt, restaurace Praha 6, rezervace, {{station}}',
    },
    notFound: {
      title: 'Stránka nebyla nalezena',
      description: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
      keywords: 'Restaurace Ballon',
    },
  },
};
