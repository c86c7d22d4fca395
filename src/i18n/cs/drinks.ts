export const drinks = {
  title: 'Nápojový lístek',
  lead: 'Točené pivo, víno, káva i nealko – ke každému jídlu i jen tak pro radost.',
  pricesNote: 'Ceny jsou uvedeny v Kč včetně DPH.',
};
