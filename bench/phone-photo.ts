/**
 * A 12-megapixel (4000 × 3000) JPEG as a phone takes it, for the upload bench: a scene of
 * gradients and shapes with sensor noise, at quality 90 with EXIF, about 4.7 MB. `seed` makes
 * each one different (a new photo, never one whose variants exist).
 */
import sharp from 'sharp';

export async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  let state = seed * 7919 + 17;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const shapes = Array.from({ length: 120 }, () => {
    const [x, y, r] = [random() * width, random() * height, 40 + random() * 400];
    const colour = `hsl(${Math.round(random() * 360)} ${Math.round(30 + random() * 50)}% ${Math.round(25 + random() * 50)}%)`;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(seed * 47) % 360} 40% 70%)"/><stop offset="1" stop-color="#2b1d12"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
