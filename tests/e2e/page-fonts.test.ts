// Which fonts draw the text: a Persian or Arabic line is shaped in Vazirmatn alone (its
// spaces and punctuation too), and an English line in Roboto alone. A line split between
// fonts, or set in a system font, costs a font lookup per size and weight during the first
// layout.
import { describe, expect, it } from 'vitest';
import type { Page } from '../support/browser';
import { withSharedSite } from '../support/real-site';

/** The fonts Chromium used for an element's text, by family, with their glyph counts. */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount }));
}

type DomNode = {
  nodeId: number;
  nodeType: number;
  localName: string;
  nodeValue: string;
  children?: DomNode[];
};

/**
 * Every element with text of its own that Chromium drew, in part or whole,
 * in a font other than the page's own, as "tag "text" → font". Text it does not draw (the
 * title, scripts) has no fonts.
 */
async function textInOtherFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root: document } = await cdp.send('DOM.getDocument', { depth: -1 });
  const found: string[] = [];
  const visit = async (node: DomNode): Promise<void> => {
    const ownText = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim();
    if (node.nodeType === 1 && ownText) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      const others = fonts
        .map((font) => font.familyName)
        .filter((family) => !/^(Vazirmatn NL|Roboto)$/.test(family));
      if (others.length > 0)
        found.push(`${node.localName} ${JSON.stringify(ownText)} → ${others.join(', ')}`);
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(document as DomNode);
  await cdp.detach();
  return found;
}

describe('fonts of the text', () => {
  const site = withSharedSite();

  for (const [path, lang] of [
    ['/', 'fa'],
    ['/ar/', 'ar'],
  ] as const) {
    it(`draws a ${lang} paragraph, spaces and punctuation included, in Vazirmatn alone`, async () => {
      const { page } = await site.chromium.newPage(375);
      await page.goto(`${site.origin}${path}`);
      await page.evaluate(() => document.fonts.ready);
      const selector = 'main p';
      expect(await page.locator(selector).first().textContent()).toMatch(/ /);
      expect(await fontsOf(page, selector)).toEqual([
        { family: 'Vazirmatn NL', glyphs: expect.any(Number) },
      ]);
      await page.close();
    });
  }

  // The header's controls (language, burger, the closed menu's back button) are on every
  // page, so a glyph none of the page's fonts has there would cost every first layout; and
  // the Arabic pages' numbers are written in Arabic-Indic digits, which Vazirmatn draws.
  for (const path of ['/', '/blog-list', '/en/', '/ar/', '/ar/page/privacy-policy']) {
    it(`draws every text of ${path} on a phone in the page's own fonts`, async () => {
      const { page } = await site.chromium.newPage(412);
      await page.goto(`${site.origin}${path}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await textInOtherFonts(page)).toEqual([]);
      await page.close();
    });
  }

  /** The files of the faces the page loaded, by name without their build hash. */
  const loadedFontFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) =>
          name
            .split('/')
            .pop()!
            .replace(/-[\w-]{8}\.woff2$/, ''),
        )
        .sort(),
    );

  // A first paint waits for the fonts a page preloads: a Persian, Arabic or English page
  // needs only each font's first-screen cut (scripts/font-cuts.ts), not the whole font.
  for (const [path, files] of [
    ['/', ['vazirmatn-first-400', 'vazirmatn-first-700']],
    ['/ar/page/privacy-policy', ['vazirmatn-first-400', 'vazirmatn-first-700']],
    ['/en/', ['roboto-first-400', 'roboto-first-700']],
  ] as const) {
    it(`loads only the first-screen cuts of its fonts on ${path}`, async () => {
      const { page } = await site.chromium.newPage(412);
      await page.goto(`${site.origin}${path}`);
      await page.evaluate(() => document.fonts.ready);
      expect(await loadedFontFiles(page)).toEqual(files);
      await page.close();
    });
  }

  it('draws a letter outside the cut in Vazirmatn too, fetching the whole font for it', async () => {
    const { page } = await site.chromium.newPage(412);
    await page.goto(`${site.origin}/`);
    await page.evaluate(() => document.fonts.ready);
    // ڤ (U+06A4, Arabic's "ve" in borrowed words) is not among Persian's letters.
    await page.evaluate(() => {
      const line = document.createElement('p');
      line.id = 'rare-letter';
      line.textContent = 'ڤ';
      document.querySelector('main')!.prepend(line);
    });
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsOf(page, '#rare-letter')).toEqual([{ family: 'Vazirmatn NL', glyphs: 1 }]);
    expect(await loadedFontFiles(page)).toEqual([
      'Vazirmatn-NL-Regular',
      'vazirmatn-first-400',
      'vazirmatn-first-700',
    ]);
    await page.close();
  });

  it('draws an English paragraph in Roboto alone, preloaded, without loading Vazirmatn for it', async () => {
    const { page } = await site.chromium.newPage(375);
    await page.goto(`${site.origin}/en/blog-list/3-kish-island-in-winter`);
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsOf(page, 'main article p')).toEqual([
      { family: 'Roboto', glyphs: expect.any(Number) },
    ]);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(loaded).toContain('Roboto');
    expect(loaded).not.toContain('Vazirmatn');
    await page.close();
  });
});
