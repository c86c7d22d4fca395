/**
 * The home hero's text over any photo: the owner's photo may be white tablecloths in daylight or a
 * dark evening room, and its scrim (home.css) must keep every text and button readable over both.
 * The hero's photo is answered with an all-white image (route interception, set before the page
 * loads), then swapped for an all-black one; over each, every line of the hero's text is compared
 * with the pixels behind it, photographed with the text made transparent: the background as the
 * browser composited it (photo, scrim, a button's or card's own fill), not a sum done by hand.
 * At least 4.5 : 1, large text (24 px, or 18.66 px bold) 3 : 1 (WCAG 1.4.3).
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

/** The hero photo's variants (every width and format, and the preload's). */
const heroPhoto = /\/assets\/photos\/hero-[^/]*$/;

const formats = { avif: 'avif', webp: 'webp', jpg: 'jpeg' } as const;

/**
 * Answers the hero's photo with a plain one, white, or black for an address ending in `?black`,
 * in the format its name asks for. Call before the page loads; `plainHeroBlack` swaps it.
 */
export async function routePlainHero(page: Page): Promise<void> {
  await page.route(heroPhoto, async (route) => {
    const url = new URL(route.request().url());
    const extension = /\.(avif|webp|jpg)$/.exec(url.pathname)?.[1] as keyof typeof formats | undefined;
    const colour = url.search === '?black' ? '#000000' : '#ffffff';
    const body = await sharp({ create: { width: 160, height: 90, channels: 3, background: colour } })
      .toFormat(formats[extension ?? 'jpg'])
      .toBuffer();
    await route.fulfill({ body, contentType: `image/${formats[extension ?? 'jpg']}` });
  });
}

/** Points the hero's <picture> at the black photo (every candidate's address gets `?black`) and waits until it is shown. */
async function plainHeroBlack(page: Page): Promise<void> {
  await page.locator('.home-hero picture').evaluate(async (picture) => {
    const black = (srcset: string) => srcset.replace(/(\S+)(\s+\d+w)/g, '$1?black$2');
    for (const source of picture.querySelectorAll('source')) source.srcset = black(source.srcset);
    const img = picture.querySelector('img')!;
    if (img.srcset) img.srcset = black(img.srcset);
    img.src = `${img.src}?black`;
    await new Promise<void>((resolve) => {
      const shown = () => img.complete && img.currentSrc.endsWith('?black');
      const check = () => (shown() ? resolve() : requestAnimationFrame(check));
      check();
    });
    await img.decode();
  });
}

interface TextLine {
  text: string;
  /** The text's colour, as sRGB 0–255. */
  colour: [number, number, number];
  large: boolean;
  /** The line's box in the page (CSS pixels, from the document's top). */
  box: { x: number; y: number; width: number; height: number };
}

/** WCAG's relative luminance of an sRGB colour (0–255 each). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Every line of text the hero shows (visually hidden text left out), with its colour and size,
 * then the same hero with all of its text transparent, photographed screen by screen; each line
 * is compared with every pixel behind it. Returns the lines below their ratio, and the luminance
 * of the hero's top right corner, where nothing but the scrim covers the photo (what tells a white
 * photo from a black one).
 */
async function heroContrast(page: Page): Promise<{ failures: string[]; corner: number }> {
  const lines = await page.locator('.home-hero').evaluate((hero) => {
    const found: TextLine[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.visually-hidden')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible') continue;
      const [r = 0, g = 0, b = 0] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < 2) continue;
        found.push({
          text,
          colour: [r, g, b],
          large,
          box: { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height },
        });
      }
    }
    return found;
  });
  expect(lines.length, 'the hero has text').toBeGreaterThan(10);

  // The text transparent (letters, underlines, icons drawn in currentColor, the arrows after links);
  // the fixed and sticky bars out of the way, their room kept.
  // A constructed style sheet (the CSP refuses a <style> element the page did not bring).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`.home-hero *, .home-hero *::before, .home-hero *::after { color: transparent !important;
      text-decoration-color: transparent !important; text-shadow: none !important; }
      .site-header, .call-book { visibility: hidden !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const { top, bottom, viewport } = await page.locator('.home-hero').evaluate((hero) => {
    const rect = hero.getBoundingClientRect();
    return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, viewport: innerHeight };
  });
  const shots: { scrollY: number; width: number; height: number; scale: number; pixels: Buffer }[] = [];
  for (let at = top; ; at += viewport - 200) {
    const scrolled = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return scrollY;
    }, at);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const cssWidth = await page.evaluate(() => innerWidth);
    shots.push({
      scrollY: scrolled,
      width: info.width,
      height: info.height,
      scale: info.width / cssWidth,
      pixels: data,
    });
    if (scrolled + viewport >= bottom || at + viewport >= bottom) break;
  }
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  const first = shots[0]!;
  const cornerAt = (Math.round((top - first.scrollY + 3) * first.scale) * first.width + first.width - 4) * 3;
  const corner = luminance([first.pixels[cornerAt]!, first.pixels[cornerAt + 1]!, first.pixels[cornerAt + 2]!]);
  const failures: string[] = [];
  for (const line of lines) {
    const shot = shots.find(
      ({ scrollY, height, scale }) => line.box.y >= scrollY && line.box.y + line.box.height <= scrollY + height / scale,
    );
    expect(shot, `a screen shows "${line.text}" whole`).toBeDefined();
    const { scrollY, width, height, scale, pixels } = shot!;
    const text = luminance(line.colour);
    const needed = line.large ? 3 : 4.5;
    let worst = Infinity;
    const x0 = Math.ceil(line.box.x * scale);
    const x1 = Math.min(width, Math.floor((line.box.x + line.box.width) * scale));
    const y0 = Math.ceil((line.box.y - scrollY) * scale);
    const y1 = Math.min(height, Math.floor((line.box.y + line.box.height - scrollY) * scale));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const at = (y * width + x) * 3;
        const behind = luminance([pixels[at]!, pixels[at + 1]!, pixels[at + 2]!]);
        worst = Math.min(worst, contrast(text, behind));
      }
    }
    if (worst < needed) failures.push(`"${line.text}": ${worst.toFixed(2)} : 1, at least ${needed} : 1`);
  }
  return { failures, corner };
}

/**
 * The hero over a white photo (routePlainHero, before the page loaded), then over a black one:
 * every text keeps its contrast over both; and the hero's booking is a filled button.
 */
export async function expectHeroReadableOverAnyPhoto(page: Page, bookTable: string): Promise<void> {
  const book = page.locator('.home-hero .button-row a').first();
  await expect(book).toHaveText(bookTable);
  await expect(book).toHaveClass(/\bbutton\b/);
  const fill = await book.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, underline: style.textDecorationLine };
  });
  expect(fill.background, 'Book a table is filled').toMatch(/^rgb\(/);
  expect(fill.underline).toBe('none');

  const white = await heroContrast(page);
  expect(white.failures, 'over a white photo').toEqual([]);
  await plainHeroBlack(page);
  const black = await heroContrast(page);
  expect(black.failures, 'over a black photo').toEqual([]);
  // The photos were the plain ones: the white one shows through the scrim, the black one does not.
  expect(white.corner).toBeGreaterThan(0.03);
  expect(black.corner).toBeLessThan(0.01);
}
