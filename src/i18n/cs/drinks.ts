export const drinks = {
  title: 'Nápojový lístek',
  lead: 'Točené pivo, víno, káva i nealko – ke každému jídlu i jen tak pro radost.',
  /** The jump links' name for screen readers (the categories' links under the heading, on a phone). */
  jump: 'Oddíly nápojového lístku',
  pricesNote: 'Ceny jsou uvedeny v Kč včetně DPH.',
};
