export const gallery = {
  eyebrow: 'Fotogalerie',
  title: 'Galerie',
  intro: 'Nahlédněte do salonku {{lounge}}, naší kavárny a restaurace. Kliknutím na fotografii ji zvětšíte.',
  sections: {
    lounge: {
      title: 'Salonek {{lounge}}',
      text: 'Konference, školení, svatby i rodinné oslavy až pro {{count}} hostů.',
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
  },
};
