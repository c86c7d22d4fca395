export const meta = {
  defaultTitle: 'Restaurace Ballon – česká kuchyně, kavárna a salonek v Praze 6',
  titleSuffix: ' | Restaurace Ballon',
  defaultDescription:
    'Restaurace Ballon v Praze 6 – Vokovicích: česká a mezinárodní kuchyně, denní menu, kavárna, letní terasa a salonek pro firemní i rodinné akce.',
  defaultKeywords: 'restaurace Praha 6, Vokovice, česká kuchyně, denní menu, salonek, kavárna, terasa',
  ogLocale: 'cs_CZ',
  ogLocaleAlternate: 'en_US',
  pages: {
    home: {
      title: 'Restaurace Ballon – česká kuchyně, kavárna a salonek v Praze 6',
      description:
        'Česká a mezinárodní kuchyně v Praze 6 – Vokovicích: denní menu, kavárna, letní terasa a salonek pro akce s {{count}} místy k sezení. Otevírací doba: {{hours}}.',
      keywords: 'restaurace Praha 6, Vokovice, česká kuchyně, denní menu, obědy, salonek, terasa',
    },
    dailyMenu: {
      title: 'Denní menu',
      description:
        'Denní menu Restaurace Ballon: polévka a výběr hlavních jídel za příznivé ceny. Polední menu podáváme ve všední dny, menu na daný den zveřejňujeme vždy nejpozději v {{opens}}.',
      keywords: 'denní menu Praha 6, obědové menu Vokovice, polední menu',
    },
    foodMenu: {
      title: 'Jídelní lístek',
      description:
        'Stálý jídelní lístek Restaurace Ballon v Praze 6 – Vokovicích: česká klasika i mezinárodní kuchyně.',
      keywords: 'jídelní lístek, česká kuchyně, restaurace Praha 6',
    },
    drinks: {
      title: 'Nápojový lístek',
      description:
        'Nápojový lístek Restaurace Ballon: nealkoholické nápoje, káva a čaj, točené i lahvové pivo, cider, víno, sekt a destiláty – s cenami a přehledem alergenů.',
      keywords: 'nápojový lístek, točené pivo, víno, káva, Praha 6',
    },
    feast: {
      title: 'Svatomartinské hody',
      description:
        'Svatomartinské hody {{dates}}: pečená husa na objednávku, husí jatýrka a vývar, konfitovaná stehna, plněný bramborák a svatomartinské víno. Objednávky a rezervace telefonicky.',
      keywords: 'svatomartinská husa, svatomartinské hody, husa Praha 6, svatomartinské víno',
    },
    about: {
      title: 'O restauraci',
      description:
        'Restaurace Ballon: {{restaurant}} míst v restauraci, kavárna pro {{cafe}} hostů a letní terasa pro {{terrace}} hostů v Praze 6 – Vokovicích.',
      keywords: 'restaurace Vokovice, kavárna, letní terasa, Praha 6',
    },
    lounge: {
      title: 'Konferenční prostory a salonek',
      description:
        '{{name}} v Praze 6 – Vokovicích: samostatný salonek s {{count}} místy k sezení, plátnem, projekcí a vlastním barem, po spojení s restaurací až pro {{joined}} hostů. Pošlete nám poptávku.',
      keywords: 'salonek Praha 6, konferenční prostory, firemní akce, svatba, školení, pronájem salonku',
    },
    gallery: {
      title: 'Galerie',
      description:
        'Fotogalerie Restaurace Ballon v Praze 6 – Vokovicích: salonek pro akce, kavárna s letní terasou a restaurace.',
      keywords: 'galerie, fotografie, salonek, kavárna, restaurace',
    },
    contact: {
      title: 'Kontakt',
      description:
        'Kontakt na Restauraci Ballon: adresa s odkazy na mapy, cesta metrem {{line}} (stanice {{station}}) a tramvají, parkování, telefony, otevírací doba a formulář pro vaše dotazy.',
      keywords: 'kontakt, restaurace Praha 6, rezervace, {{station}}',
    },
    privacy: {
      title: 'Ochrana osobních údajů',
      description:
        'Jak Restaurace Ballon zachází s osobními údaji z formulářů a z provozu webu: kdo je správcem, co a proč zpracovává, jak dlouho to uchovává a jaká máte práva. Bez cookies.',
      keywords: 'ochrana osobních údajů, GDPR, cookies, Restaurace Ballon',
    },
    notFound: {
      title: 'Stránka nebyla nalezena',
      description: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
      keywords: 'Restaurace Ballon',
    },
  },
};
