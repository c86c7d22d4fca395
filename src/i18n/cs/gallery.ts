export const gallery = {
  eyebrow: 'Fotogalerie',
  title: 'Galerie',
  intro: 'Prohlédněte si {{lounge}}, naši kavárnu a restauraci. Kliknutím na fotografii ji zvětšíte.',
  sections: {
    lounge: {
      title: '{{lounge}}',
      text: 'Konference, školení, svatby i rodinné oslavy – {{count}} míst k sezení.',
    },
    cafe: {
      title: 'Kavárna a terasa',
      text: 'Káva, zákusky a letní posezení na terase.',
    },
    restaurant: {
      title: 'Restaurace',
      text: 'Česká i mezinárodní kuchyně v hlavním sále pro {{count}} hostů.',
    },
  },
  viewer: {
    label: 'Prohlížeč fotografií: {{section}}',
    position: 'Fotografie {{current}} z {{total}}',
    close: 'Zavřít prohlížeč',
    previous: 'Předchozí fotografie',
    next: 'Další fotografie',
    fullSize: 'Fotografie v plné velikosti',
  },
};
