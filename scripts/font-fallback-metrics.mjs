#!/usr/bin/env node
// Prints the metric-adjusted fallback faces of src/styles/fonts.css: a local font
// (Arial / Times New Roman, or their metric twins Liberation Sans / Serif) scaled
// and given the web font's ascent, descent and line gap, so that the text laid out
// before the web font arrives takes the same room as after (no layout shift when
// `font-display: swap` swaps it in). The width scale is the ratio of the average
// advance of the site's own text (every Czech and English message) in both fonts.
//
// Run after changing fonts: `node scripts/font-fallback-metrics.mjs` (needs the
// Liberation fonts: Debian `fonts-liberation`), then paste its output into fonts.css.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const LIBERATION = process.env.LIBERATION_DIR ?? '/usr/share/fonts/truetype/liberation';

/** The tables of a TrueType/OpenType file or of a WOFF 1.0 file. */
function tables(buffer) {
  const woff = buffer.toString('latin1', 0, 4) === 'wOFF';
  const count = buffer.readUInt16BE(woff ? 12 : 4);
  const result = {};
  for (let i = 0; i < count; i++) {
    if (woff) {
      const at = 44 + i * 20;
      const tag = buffer.toString('latin1', at, at + 4);
      const offset = buffer.readUInt32BE(at + 4);
      const compressed = buffer.readUInt32BE(at + 8);
      const original = buffer.readUInt32BE(at + 12);
      const data = buffer.subarray(offset, offset + compressed);
      result[tag] = compressed < original ? inflateSync(data) : data;
    } else {
      const at = 12 + i * 16;
      const tag = buffer.toString('latin1', at, at + 4);
      result[tag] = buffer.subarray(
        buffer.readUInt32BE(at + 8),
        buffer.readUInt32BE(at + 8) + buffer.readUInt32BE(at + 12),
      );
    }
  }
  return result;
}

/** Glyph id of a code point (cmap format 4, BMP). */
function cmap4(cmap) {
  const count = cmap.readUInt16BE(2);
  let sub = null;
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (cmap.readUInt16BE(offset) === 4 && ((platform === 3 && encoding === 1) || platform === 0))
      sub = cmap.subarray(offset);
  }
  if (!sub) throw new Error('no cmap format 4');
  const segs = sub.readUInt16BE(6) / 2;
  return (code) => {
    for (let i = 0; i < segs; i++) {
      const end = sub.readUInt16BE(14 + i * 2);
      if (code > end) continue;
      const start = sub.readUInt16BE(16 + segs * 2 + i * 2);
      if (code < start) return 0;
      const delta = sub.readInt16BE(16 + segs * 4 + i * 2);
      const rangeAt = 16 + segs * 6 + i * 2;
      const range = sub.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = sub.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function metrics(file, text) {
  const t = tables(readFileSync(file));
  const upm = t.head.readUInt16BE(18);
  const useTypo = (t['OS/2'].readUInt16BE(62) & (1 << 7)) !== 0;
  const ascent = useTypo ? t['OS/2'].readInt16BE(68) : t.hhea.readInt16BE(4);
  const descent = useTypo ? t['OS/2'].readInt16BE(70) : t.hhea.readInt16BE(6);
  const lineGap = useTypo ? t['OS/2'].readInt16BE(72) : t.hhea.readInt16BE(8);
  const numberOfHMetrics = t.hhea.readUInt16BE(34);
  const glyphOf = cmap4(t.cmap);
  const advance = (glyph) => t.hmtx.readUInt16BE(Math.min(glyph, numberOfHMetrics - 1) * 4);
  let total = 0;
  let counted = 0;
  for (const char of text) {
    const glyph = glyphOf(char.codePointAt(0));
    if (glyph === 0) continue; // not in this subset (counted in the other one)
    total += advance(glyph);
    counted++;
  }
  return { upm, ascent, descent, lineGap, averageAdvance: total / counted / upm };
}

/** Every message of the site, both languages: the text the fallback stands in for. */
async function siteText() {
  const { tsImport } = await import('tsx/esm/api');
  const leaves = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(leaves));
  const { cs } = await tsImport('../src/i18n/cs/index.ts', import.meta.url);
  const { en } = await tsImport('../src/i18n/en/index.ts', import.meta.url);
  return [...leaves(cs), ...leaves(en)].join(' ').replace(/\{\{[^}]*\}\}/g, '');
}

// Trailing zeros dropped (106%, 0%), as the formatter writes them in fonts.css.
const pct = (value) => `${Number((value * 100).toFixed(2))}%`;
const text = await siteText();
const latin = [...text].filter((char) => char.codePointAt(0) <= 0xff).join('');
const fontsource = (pkg, file) =>
  path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files', file);

const faces = [
  {
    family: 'Source Sans 3 Fallback',
    weight: 400,
    web: fontsource('source-sans-3', 'source-sans-3-latin-400-normal.woff'),
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    file: 'LiberationSans-Regular.ttf',
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: 600,
    web: fontsource('source-sans-3', 'source-sans-3-latin-600-normal.woff'),
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    file: 'LiberationSans-Bold.ttf',
  },
  {
    family: 'Playfair Display Fallback',
    weight: 600,
    web: fontsource('playfair-display', 'playfair-display-latin-600-normal.woff'),
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    file: 'LiberationSerif-Bold.ttf',
  },
];

for (const face of faces) {
  const web = metrics(face.web, latin);
  const fallback = metrics(path.join(LIBERATION, face.file), latin);
  const sizeAdjust = web.averageAdvance / fallback.averageAdvance;
  console.log(`@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weight};
  src: ${face.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(web.ascent / web.upm / sizeAdjust)};
  descent-override: ${pct(Math.abs(web.descent) / web.upm / sizeAdjust)};
  line-gap-override: ${pct(web.lineGap / web.upm / sizeAdjust)};
}`);
}
