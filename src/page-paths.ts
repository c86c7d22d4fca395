/** Language-neutral paths of the nine pages (each exists as is and under `/en`). */
export const pagePaths = {
  home: '/',
  dailyMenu: '/denni-menu',
  foodMenu: '/jidelni-listek',
  drinks: '/napojovy-listek',
  feast: '/svatomartinske-hody',
  about: '/o-restauraci-ballon',
  lounge: '/konferencni-prostory-salonek',
  gallery: '/galerie',
  contact: '/kontakt',
} as const;

export type PageKey = keyof typeof pagePaths;

/** Anchors the spec fixes for the two forms. */
export const formAnchors = { lounge: 'inquiry-form', contact: 'formular' } as const;
