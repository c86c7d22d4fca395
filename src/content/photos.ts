// The one list of the site's photos: which exist and how the gallery groups them
// (their alt text in both languages is in src/content/photo-alt.ts).
// Source files live in photos/ (photos/<section>/NN.jpg, photos/<id>.jpg);
// `npm run photos` turns them into the variants listed in photo-manifest.json.

export const gallerySections = ['lounge', 'cafe', 'restaurant'] as const;
export type GallerySection = (typeof gallerySections)[number];

/** Gallery photo ids per section, in display order. */
export const galleryPhotos = {
  lounge: [
    'lounge-01', 'lounge-02', 'lounge-03', 'lounge-04', 'lounge-05', 'lounge-06', 'lounge-07',
    'lounge-08', 'lounge-09', 'lounge-10', 'lounge-11', 'lounge-12', 'lounge-13',
  ],
  cafe: ['cafe-01', 'cafe-02', 'cafe-03', 'cafe-04', 'cafe-05', 'cafe-06', 'cafe-07', 'cafe-08'],
  restaurant: [
    'restaurant-01', 'restaurant-02', 'restaurant-03', 'restaurant-04',
    'restaurant-05', 'restaurant-06', 'restaurant-07', 'restaurant-08',
  ],
} as const satisfies Record<GallerySection, readonly string[]>;

type GalleryPhotoId = (typeof galleryPhotos)[GallerySection][number];

/** Single photos used by pages (home hero, about interior, feast header). */
const pagePhotos = ['hero', 'interior', 'feast'] as const;
type PagePhotoId = (typeof pagePhotos)[number];

export type PhotoId = PagePhotoId | GalleryPhotoId;

/** Every photo id, page photos first. */
export const allPhotoIds: readonly PhotoId[] = [
  ...pagePhotos,
  ...gallerySections.flatMap((section) => galleryPhotos[section]),
];

/** Where a photo's source lives, relative to photos/ (e.g. `lounge/03.jpg`). */
export function photoSourcePath(id: PhotoId): string {
  const match = /^([a-z]+)-(\d\d)$/.exec(id);
  return match ? `${match[1]}/${match[2]}.jpg` : `${id}.jpg`;
}
