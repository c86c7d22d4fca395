// The sample photos as calm stand-ins: the scenes of scenes.mjs (a dining room, a plate, a
// cup, a terrace...) drawn small, softened as if out of focus and scaled up, so that they read
// as a photo's light and colour rather than a drawing, with the sample mark (sample-mark.mjs)
// as their only text. scripts/generate-placeholder-photos.mjs writes them into content/photos/.
import sharp from 'sharp';
import { bar, cup, glass, plate, room, still, terrace, windows } from './scenes.mjs';
import { sampleMarkSvg } from './sample-mark.mjs';

const palettes = {
  lounge: {
    wall: ['#2c1f3a', '#7a4a3a'],
    floor: ['#5a3524', '#2b1a12'],
    light: '#f3c98b',
    cloth: '#f3ead9',
    accent: '#b0563a',
    bottles: ['#b0563a', '#d99a2b', '#6e1423', '#3f6b5a', '#e8c9a0'],
  },
  cafe: {
    wall: ['#e9d6bb', '#b98a5e'],
    floor: ['#8a5a35', '#5a3524'],
    light: '#fff4dc',
    cloth: '#fbf4e6',
    accent: '#8f3f2b',
    bottles: ['#c98a5a', '#f0c6c0', '#7b3f2a', '#e7d3a8', '#a8503a'],
  },
  restaurant: {
    wall: ['#5e1f1c', '#c0703a'],
    floor: ['#6b3f24', '#3a2216'],
    light: '#f6d39a',
    cloth: '#f7efe2',
    accent: '#d99a2b',
    bottles: ['#d99a2b', '#6e1423', '#3f6b5a', '#c0703a', '#e8c9a0'],
  },
};

const food = {
  goose: ['#a8621f', '#b8742e', '#6b2350', '#f2ead6'],
  duck: ['#9c5a22', '#6b2350', '#f2ead6'],
  sirloin: ['#e8c27a', '#8a4a2a', '#c2233a', '#f2ead6'],
  soup: ['#d9a441', '#d9a441', '#8a4a2a'],
  buffet: ['#c0703a', '#3f6b5a', '#e8c27a'],
};

// Which scene each photo shows (kept in line with its alt text in content/photos.yaml).
export const scenes = {
  hero: ['restaurant', room, { lamps: 5, rows: 3 }],
  interior: ['restaurant', room, { lamps: 4, rows: 2, round: true }],
  feast: ['restaurant', plate, { food: food.goose, glass: '#6e1423' }],
  'lounge-01': ['lounge', room, { screen: true, rows: 2 }],
  'lounge-02': ['lounge', room, { screen: true, rows: 4 }],
  'lounge-03': ['lounge', room, { lamps: 5, rows: 2 }],
  'lounge-04': ['lounge', bar, {}],
  'lounge-05': ['lounge', room, { lamps: 3, rows: 3 }],
  'lounge-06': ['lounge', room, { lamps: 4, rows: 3, round: true }],
  'lounge-07': ['lounge', plate, { food: food.buffet }],
  'lounge-08': ['lounge', room, { lamps: 6, rows: 2, candles: true }],
  'lounge-09': ['lounge', room, { screen: true, rows: 3 }],
  'lounge-10': ['lounge', plate, { glass: '#e8c9a0' }],
  'lounge-11': ['lounge', room, { screen: true, rows: 1 }],
  'lounge-12': ['lounge', room, { lamps: 7, rows: 4, round: true }],
  'lounge-13': ['lounge', still, { flowers: true }],
  'cafe-01': ['cafe', windows, {}],
  'cafe-02': ['cafe', cup, {}],
  'cafe-03': ['cafe', still, {}],
  'cafe-04': ['cafe', windows, { armchairs: true }],
  'cafe-05': ['cafe', cup, { small: true }],
  'cafe-06': ['cafe', terrace, {}],
  'cafe-07': ['cafe', bar, { machine: true }],
  'cafe-08': ['cafe', cup, { window: true, side: '#c98a5a' }],
  'restaurant-01': ['restaurant', room, { lamps: 4, rows: 3 }],
  'restaurant-02': ['restaurant', plate, { food: food.duck }],
  'restaurant-03': ['restaurant', plate, { food: food.sirloin }],
  'restaurant-04': ['restaurant', glass, {}],
  'restaurant-05': ['restaurant', room, { lamps: 3, rows: 3, candles: true }],
  'restaurant-06': ['restaurant', plate, { food: food.soup }],
  'restaurant-07': ['restaurant', glass, { wine: true }],
  'restaurant-08': ['restaurant', room, { lamps: 6, rows: 2 }],
};

/**
 * Each photo's size in pixels: 1600 wide (the hero and the feast 16 : 9, the rest 3 : 2). A blurred
 * stand-in gains nothing from more pixels, and the build encodes variants up to the source's width:
 * at 2400 and 2000 px the cold photo build took 65.6 CPU-s and 501 files, at 1600 px 37.6 CPU-s and
 * 402 (docs/performance.md). The owner's real photos get every width up to 2400 (photo-encoder.ts).
 */
const sizes = { hero: [1600, 900], feast: [1600, 900] };

/** The photo's file under content/photos/: `lounge-01` is `lounge/01.jpg`, `hero` is `hero.jpg`. */
export function placeholderFile(id) {
  const match = /^([a-z]+)-(\d\d)$/.exec(id);
  return match ? `${match[1]}/${match[2]}.jpg` : `${id}.jpg`;
}

export function placeholderSize(id) {
  return sizes[id] ?? [1600, 1067];
}

/** Mulberry32: a tiny seeded random generator, so the output is reproducible. */
function seeded(text) {
  let seed = [...text].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The scene of a photo as SVG, `width` × `height` pixels (drawn in a 1200-wide box): shapes and
 * gradients only, never text.
 */
export function sceneSvg(id, width, height) {
  const [section, scene, opts] = scenes[id];
  const p = palettes[section];
  const w = 1200;
  const h = Math.round((w * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor[0]}"/><stop offset="1" stop-color="${p.floor[1]}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb5c9"/><stop offset="1" stop-color="#f3d9ae"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${p.light}" stop-opacity=".75"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
  </defs>
  ${scene(w, h, seeded(id), p, opts)}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

/** How much smaller the scene is drawn before it is softened and scaled up (the softness, and less work). */
const draft = 4;

/**
 * One sample photo as JPEG bytes: the scene drawn at a quarter of the size, blurred as a lens
 * out of focus would, scaled up to the full size (smooth shapes: small files, quick variants),
 * and the sample mark over it at full sharpness.
 */
export async function renderPlaceholder(id) {
  const [width, height] = placeholderSize(id);
  const small = await sharp(Buffer.from(sceneSvg(id, Math.round(width / draft), Math.round(height / draft))))
    .blur(3)
    .png()
    .toBuffer();
  return sharp(small)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(sampleMarkSvg(width, height)) }])
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
