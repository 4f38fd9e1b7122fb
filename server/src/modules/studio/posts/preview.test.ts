// A post's preview: its real page rendered with a language's draft, through a signed link
// that expires, never cached and never indexed; the published page is untouched.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostEditor } from '@contract/studio/posts';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { TestSession } from '../studio-test-client';
import { signPreview } from './preview-link';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');
const DRAFT_TITLE = 'کیش در زمستان، پیش‌نویس';

describe.runIf(builtRenderer)('previewing a draft', () => {
  let t: TestApp;
  let editor: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
    const post = (
      await callStudio(t.app, 'post', { session: editor, params: { id: 3 } })
    ).json<PostEditor>();
    await callStudio(t.app, 'savePostLanguage', {
      session: editor,
      params: { id: 3, lang: 'fa' },
      body: { fields: { title: DRAFT_TITLE, body: '<p dir="auto">متن پیش‌نویس تازه</p>' } },
      headers: { 'if-match': `"${post.version}"` },
    });
  });
  afterAll(() => t?.close());

  it("shows the post's page with the draft through the signed link, never cached or indexed", async () => {
    const link = await callStudio(t.app, 'previewPost', {
      session: editor,
      params: { id: 3 },
      body: { lang: 'fa' },
    });
    expect(link.statusCode).toBe(200);
    const { address, expiresAt } = link.json<{ address: string; expiresAt: string }>();
    expect(address).toMatch(/^\/studio\/preview\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const preview = await t.app.inject(address);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const root =
      /<div id="root">([\s\S]*?)<\/div>\s*<script id="rendered-state"/.exec(preview.body)?.[1] ??
      '';
    expect(root).toContain(DRAFT_TITLE);
    expect(root).toContain('متن پیش‌نویس تازه');
    expect(preview.body).toContain('<html lang="fa" dir="rtl">');
    expect(preview.body).not.toMatch(/<script type="module"/);

    // Visitors still read the published post.
    const published = await t.app.inject('/cms/content/v1/Blog/3?lang=fa');
    expect(published.json().title).not.toBe(DRAFT_TITLE);
  });

  it('refuses a link altered or expired, and anonymous callers asking for one', async () => {
    const link = (
      await callStudio(t.app, 'previewPost', {
        session: editor,
        params: { id: 3 },
        body: { lang: 'fa' },
      })
    ).json<{ address: string }>().address;
    const [claim, signature] = link.split('/').at(-1)!.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claim!, 'base64url').toString()), id: 4 }),
    ).toString('base64url');
    expect((await t.app.inject(`/studio/preview/${altered}.${signature}`)).statusCode).toBe(404);
    const expired = await signPreview(t.db, { id: 3, lang: 'fa', until: Date.now() - 1 });
    expect((await t.app.inject(`/studio/preview/${expired}`)).statusCode).toBe(410);
    const anonymous = await callStudio(t.app, 'previewPost', {
      params: { id: 3 },
      body: { lang: 'fa' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
