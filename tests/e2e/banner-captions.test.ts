// Words set over a picture (the home page's banners) in Chromium: behind every line of a
// caption the backdrop is even and dark enough, whatever the drawing does there (a runway's
// lights, a sunlit sky), at a phone's width and a laptop's, in every language.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withSharedSite } from '../support/real-site';

const CAPTIONS = {
  fa: [
    'هر روز، بیش از ۶۰ پرواز به ۲۰ مقصد',
    'کابین تازه، سفر تازه',
    'بار اضافه؟ با خدمات بار پرواز نگرانش نباشید',
  ],
  en: [
    'Every day, more than 60 flights to 20 destinations',
    'A new cabin for a new journey',
    'Extra baggage? Parvaz Cargo has you covered',
  ],
  ar: [
    'كل يوم أكثر من ٦٠ رحلة إلى ٢٠ وجهة',
    'مقصورة جديدة لرحلة جديدة',
    'أمتعة إضافية؟ خدمات الشحن في برواز تتكفل بها',
  ],
};

/** WCAG's relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The banner's picture or video, painted: what lies behind the caption is final. */
async function pictureShown(banner: Locator, page: Page): Promise<void> {
  await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect
    .poll(() =>
      banner.evaluate((element) => {
        const img = element.querySelector('img');
        const video = element.querySelector('video');
        if (img && img.checkVisibility()) return img.complete && img.naturalWidth > 0;
        return !!video && video.readyState >= 2;
      }),
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The luminances of the pixels behind each line of the caption's words (the words made
 * transparent for the picture), and the words' own luminance.
 */
async function backdrop(caption: Locator, page: Page) {
  const { lines, text } = await caption.evaluate((element: HTMLElement) => {
    const colour = getComputedStyle(element).color;
    element.style.color = 'transparent';
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].map((r) => ({
      x: Math.round(r.x),
      y: Math.round(r.y),
      width: Math.floor(r.width),
      height: Math.floor(r.height),
    }));
    return { lines: boxes.filter((box) => box.width > 0 && box.height > 0), text: colour };
  });
  const [r, g, b] = text.match(/\d+/g)!.map(Number) as [number, number, number];
  const behind: number[] = [];
  for (const clip of lines) {
    const shot = await page.screenshot({ clip });
    const { data, info } = await sharp(shot)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      behind.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
    }
  }
  return { behind, words: luminance(r, g, b) };
}

describe('banner captions', () => {
  const site = withSharedSite();

  for (const [lang, prefix] of [
    ['fa', ''],
    ['en', '/en'],
    ['ar', '/ar'],
  ] as const) {
    for (const width of [375, 1366]) {
      it(`keeps every caption on an even, dark backdrop (${lang}, ${width}px)`, async () => {
        const { page, consoleErrors } = await site.chromium.newPage(width);
        await page.goto(`${site.origin}${prefix}/`);
        for (const words of CAPTIONS[lang]) {
          const caption = page.getByText(words, { exact: true });
          const banner = caption.locator('xpath=ancestor::section[1]');
          await pictureShown(banner, page);
          const { behind, words: ink } = await backdrop(caption, page);
          expect(behind.length, words).toBeGreaterThan(0);
          const lightest = Math.max(...behind);
          const darkest = Math.min(...behind);
          // Readable everywhere: AA contrast for body text, though the caption is large.
          expect((ink + 0.05) / (lightest + 0.05), words).toBeGreaterThanOrEqual(4.5);
          // Clear: nothing of the drawing (a stripe, a cloud's edge) shows behind the words.
          expect(lightest - darkest, words).toBeLessThanOrEqual(0.03);
        }
        expect(consoleErrors).toEqual([]);
        await page.close();
      });
    }
  }
});
