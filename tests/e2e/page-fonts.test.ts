// Which fonts draw the text: a Persian or Arabic line is shaped in Vazirmatn alone (its
// spaces and punctuation too), and an English line in Roboto alone. A line split between
// fonts, or set in a system font, costs a font lookup per size and weight during the first
// layout.
import { describe, expect, it } from 'vitest';
import type { Page } from '../support/browser';
import { withRealSite } from '../support/real-site';

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

describe('fonts of the text', () => {
  const site = withRealSite();

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
