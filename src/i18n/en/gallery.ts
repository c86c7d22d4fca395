import type { Messages } from '../cs';

export const gallery = {
  eyebrow: 'Photo gallery',
  title: 'Gallery',
  intro: 'Take a look at the {{lounge}}, our cafe and the restaurant. Select a photo to see it full size.',
  sections: {
    lounge: {
      title: '{{lounge}}',
      text: 'Conferences, training sessions, weddings and family celebrations – {{count}} seats.',
    },
    cafe: {
      title: 'Cafe and terrace',
      text: 'Coffee, cakes and summer seating on the terrace.',
    },
    restaurant: {
      title: 'Restaurant',
      text: 'Czech and international cuisine in the main dining room seating {{count}} guests.',
    },
  },
  viewer: {
    label: 'Photo viewer: {{section}}',
    position: 'Photo {{current}} of {{total}}',
    close: 'Close the viewer',
    previous: 'Previous photo',
    next: 'Next photo',
    fullSize: 'Full-size photo',
  },
} satisfies Messages['gallery'];
