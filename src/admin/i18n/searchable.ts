/** Lower case without diacritics: "svickova" finds "Svíčková" (the sold-out screen's and the menus' searches). */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('cs');
