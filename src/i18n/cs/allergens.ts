/**
 * The 14 allergens of Annex II of Regulation (EU) No 1169/2011, by their numbers,
 * with the official Czech names (the regulation's headings; a short parenthesis
 * where the regulation names what the heading covers). The menus show the numbers
 * of each item; the legend explains them.
 */
export const allergens = {
  legend: {
    title: 'Alergeny',
    intro:
      'Čísla u položek označují alergeny podle nařízení Evropského parlamentu a Rady o poskytování informací o potravinách spotřebitelům.',
    ask: 'Na složení jídel a nápojů se klidně zeptejte obsluhy.',
  },
  /** What an item shows: the numbers, and for screen readers the names. */
  item: {
    numbers: 'Alergeny: {{numbers}}',
    names: 'Alergeny: {{names}}',
  },
  names: {
    '1': 'Obiloviny obsahující lepek',
    '2': 'Korýši',
    '3': 'Vejce',
    '4': 'Ryby',
    '5': 'Jádra podzemnice olejné (arašídy)',
    '6': 'Sójové boby',
    '7': 'Mléko',
    '8': 'Skořápkové plody',
    '9': 'Celer',
    '10': 'Hořčice',
    '11': 'Sezamová semena',
    '12': 'Oxid siřičitý a siřičitany',
    '13': 'Vlčí bob (lupina)',
    '14': 'Měkkýši',
  },
  /** What the regulation lists under a heading, shown after it in the legend. */
  details: {
    '1': 'pšenice, špalda, khorasan, žito, ječmen, oves',
    '7': 'včetně laktózy',
    '8': 'mandle, lískové, vlašské, kešu, pekanové a para ořechy, pistácie, makadamie',
  },
  /** For the embedded menus of an external provider. */
};
