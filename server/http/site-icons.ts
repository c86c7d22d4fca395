import { readFile } from 'node:fs/promises';
import { Router } from 'express';
import sharp from 'sharp';
import { encodeIco } from '../lib/ico';

/** The sizes inside /favicon.ico: tabs and bookmarks (16), the taskbar and high-density tabs (32), desktop shortcuts (48). */
export const FAVICON_SIZES = [16, 32, 48] as const;
/** iOS and iPadOS draw the home-screen icon at 180 px and fill any transparency with black. */
export const APPLE_TOUCH_ICON_SIZE = 180;
/** The page background (`--color-bg` in src/styles/tokens.css), under the logo on the home-screen icon. */
const APPLE_TOUCH_BACKGROUND = '#fbf8f3';
/** The logo's share of the home-screen icon's height: iOS rounds the corners, so it keeps a margin. */
const APPLE_TOUCH_LOGO_SHARE = 0.72;
/** No hash in these names: a day, so that a new logo reaches browsers within one (they ask again for nothing sooner). */
const CACHE_CONTROL = 'public, max-age=86400';

interface Icons {
  favicon: Buffer;
  appleTouchIcon: Buffer;
}

/** The logo, square, `size` px, on a transparent background (PNG). */
function squareLogo(svg: Buffer, size: number): Promise<Buffer> {
  // Rendered large enough for the biggest size, then scaled down: sharp rasterises an SVG at 72 dpi by default.
  return sharp(svg, { density: 72 * Math.ceil((size * 4) / 40) })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** Both icons, drawn from the SVG favicon the pages link to. */
async function drawIcons(svgFile: string): Promise<Icons> {
  const svg = await readFile(svgFile);
  const favicon = encodeIco(
    await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await squareLogo(svg, size) }))),
  );
  const logo = await squareLogo(svg, Math.round(APPLE_TOUCH_ICON_SIZE * APPLE_TOUCH_LOGO_SHARE));
  const appleTouchIcon = await sharp({
    create: {
      width: APPLE_TOUCH_ICON_SIZE,
      height: APPLE_TOUCH_ICON_SIZE,
      channels: 3,
      background: APPLE_TOUCH_BACKGROUND,
    },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    // Opaque: no alpha channel at all.
    .flatten({ background: APPLE_TOUCH_BACKGROUND })
    .removeAlpha()
    .png()
    .toBuffer();
  return { favicon, appleTouchIcon };
}

/**
 * `/favicon.ico` (PNG images of 16, 32 and 48 px) and `/apple-touch-icon.png`
 * (180 px, opaque), which browsers and home screens ask for by these names
 * whatever the page links to. Drawn with sharp from `svgFile` (the SVG favicon)
 * on the first request, then kept in memory; a failure is not kept (the next
 * request tries again).
 */
export function siteIcons(svgFile: string): Router {
  const router = Router({ caseSensitive: true, strict: true });
  let icons: Promise<Icons> | null = null;
  const load = (): Promise<Icons> => {
    icons ??= drawIcons(svgFile).catch((error: unknown) => {
      icons = null;
      throw error;
    });
    return icons;
  };
  router.get('/favicon.ico', async (_req, res) => {
    const { favicon } = await load();
    res.type('image/x-icon').set('Cache-Control', CACHE_CONTROL).send(favicon);
  });
  router.get('/apple-touch-icon.png', async (_req, res) => {
    const { appleTouchIcon } = await load();
    res.type('image/png').set('Cache-Control', CACHE_CONTROL).send(appleTouchIcon);
  });
  return router;
}
