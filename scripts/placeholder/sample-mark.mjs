// The one text a sample photo carries: a small "ukázka · sample" in its lower right corner,
// in both languages at once (a picture has no page language), so nobody takes the sample
// for the restaurant, and nothing a guest must read sits in the picture: what a photo shows
// is said by its alt text and caption (content/photos.yaml), in the page's language.

/** The mark's words. */
export const sampleMarkText = 'ukázka · sample';

/** The tallest the mark's letters may be, as a share of the photo's height. */
export const sampleMarkMaxShare = 0.03;

/** The font size, as a share of the photo's height: accent to descender, the ink stays under the maximum. */
const fontShare = 0.022;

/**
 * The mark as an SVG as large as the photo (transparent elsewhere), to be laid over it: light
 * letters on a faint dark halo, readable on a light or a dark corner, quiet on both.
 */
export function sampleMarkSvg(width, height) {
  const size = Math.round(height * fontShare);
  const inset = Math.round(height * 0.025);
  const x = width - inset;
  const y = height - inset;
  const text = (fill, extra) =>
    `<text x="${x}" y="${y}" text-anchor="end" font-size="${size}" fill="${fill}" ${extra}>${sampleMarkText}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" letter-spacing="${(size * 0.04).toFixed(1)}">
    ${text('#000', `opacity=".35" stroke="#000" stroke-width="${Math.max(1, Math.round(size * 0.18))}" stroke-linejoin="round"`)}
    ${text('#fff', 'opacity=".8"')}
  </g>
</svg>`;
}
