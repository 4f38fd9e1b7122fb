// The studio's media library in Chromium against the real service: an English-reading
// editor on a wide screen uploads a photo (its progress shown on a slow connection) and a
// file that only claims to be one, writes the alt texts; a Persian-reading editor on a phone
// makes it a new post's banner and publishes, and a visitor's phone gets the phone crop;
// the item then lists its use and cannot be deleted until it is free. axe on every screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MediaItem } from '@contract/studio/media';
import type { PostEditor } from '@contract/studio/posts';
import {
  callStudio,
  signIn as signInThroughApi,
} from '../../server/src/modules/studio/studio-test-client';
import {
  consoleFaults,
  expectAccessible,
  screenHeading as heading,
} from '../support/studio-screens';
import { withStudioWorkspace } from '../support/studio-workspace';
import { startTcpProxy } from '../support/tcp-proxy';

const FA_EDITOR = 'fa-media@parvaz.test';
const EN_EDITOR = 'en-media@parvaz.test';
const FA_ALT = 'هواپیمای پرواز بر فراز خلیج فارس';
const EN_ALT = 'A Parvaz aircraft over the Persian Gulf';

/** A 1600×1000 photo of sky and sea with an aircraft in it, as a JPEG. */
async function photoFile(dir: string): Promise<string> {
  const file = path.join(dir, 'gulf-flight.jpg');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="620" fill="#7fb6e0"/><rect y="620" width="1600" height="380" fill="#1f5f8b"/>
    <path d="M1100 300 l260 -40 l-30 30 l-230 40 z M1180 272 l40 -70 l30 0 l-20 80 z" fill="#f4f4f4"/>
  </svg>`;
  await sharp(Buffer.from(scene)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

/**
 * A WebM video of 12 MB: the demo's cabin tour, then padding the service never reads (it
 * tells a video by its first bytes and keeps it as it is). Large enough that the kernel's
 * socket buffers on loopback (a few MB) cannot take it all at once, so the upload's
 * progress is seen moving over a slow link.
 */
function longVideoFile(dir: string): string {
  const file = path.join(dir, 'cabin-tour-long.webm');
  const tour = fs.readFileSync(path.resolve('server/content/media/cabin-tour.webm'));
  fs.writeFileSync(file, Buffer.concat([tour, Buffer.alloc(12_000_000 - tour.length)]));
  return file;
}

/** Refusals the screens word: 401 before signing in, 415 for a file that is no image. */
const faults = (consoleErrors: string[]) => consoleFaults(consoleErrors, [401, 415]);

describe('studio media library', () => {
  /** The English editor works in a browser of its own: its studio language stays its own. */
  const workspace = withStudioWorkspace([
    { role: 'editor', email: FA_EDITOR, language: 'fa' },
    { role: 'editor', email: EN_EDITOR, language: 'en' },
  ]);
  const { site, studio, signIn } = workspace;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-uploads-'));
  let photo: string;
  let video: string;
  let uploaded: MediaItem;
  let postId: number;

  beforeAll(async () => {
    photo = await photoFile(files);
    video = longVideoFile(files);
    fs.writeFileSync(path.join(files, 'not-a-photo.jpg'), '<html><script>alert(1)</script>');
  });
  afterAll(async () => {
    // The video's file goes with its item (the media folder is shared by the run's tests).
    for (const item of await mediaNow())
      await workspace.call(EN_EDITOR, 'deleteMedia', { params: { id: item.id } });
    fs.rmSync(files, { recursive: true, force: true });
  });

  const mediaNow = async (): Promise<MediaItem[]> =>
    (await workspace.call(EN_EDITOR, 'media')).json().results;

  it('uploads a video with its progress over a slow link, a photo, and refuses a file that only claims to be one', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    // The service behind a link that carries 4 MB/s towards it.
    const service = new URL(site.origin);
    const slowLink = await startTcpProxy(service.hostname, Number(service.port), {
      upstreamBytesPerSecond: 4_000_000,
    });
    onTestFinished(() => slowLink.close());
    await page.goto(`http://127.0.0.1:${slowLink.port}/studio/media`);
    await signIn(page, EN_EDITOR);
    await heading(page, 'Media library').waitFor();
    await page.getByRole('status').filter({ hasText: 'No media yet.' }).waitFor();
    await expectAccessible(page);

    // Every value the bar shows, read at each frame while the bytes are on their way.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { barValues: number[] }).barValues = seen;
      const read = () => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(bar.value);
        requestAnimationFrame(read);
      };
      read();
    });
    await page.getByLabel('choose files').setInputFiles(video);
    await page
      .getByRole('progressbar', { name: 'Uploading cabin-tour-long.webm' })
      .waitFor({ timeout: 5_000 });
    await page.getByRole('status').filter({ hasText: 'Uploaded.' }).waitFor({ timeout: 30_000 });
    const values = await page.evaluate(
      () => (window as unknown as { barValues: number[] }).barValues,
    );
    // The bar moved through values between nothing and everything.
    expect(new Set(values.filter((value) => value > 0 && value < 100)).size).toBeGreaterThan(1);

    await page.getByLabel('choose files').setInputFiles(photo);
    await page.getByRole('status').filter({ hasText: 'Uploaded.' }).nth(1).waitFor();
    await page.getByLabel('choose files').setInputFiles(path.join(files, 'not-a-photo.jpg'));
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This kind of file is not taken; send JPEG, PNG, WebP, AVIF, WebM or MP4',
      })
      .waitFor();

    const grid = page.getByRole('list', { name: 'Media, newest first' });
    const card = grid.getByRole('listitem').filter({ hasText: 'gulf-flight.jpg' });
    await card.getByText('No alt text in: Persian, English, Arabic').waitFor();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(480);
    await grid.getByRole('listitem').filter({ hasText: 'cabin-tour-long.webm' }).waitFor();
    const items = await mediaNow();
    expect(items.map((item) => item.originalName)).toEqual([
      'gulf-flight.jpg',
      'cabin-tour-long.webm',
    ]);
    uploaded = items[0]!;
    expect(uploaded).toMatchObject({ width: 1600, height: 1000 });
    expect(items[1]).toMatchObject({ kind: 'video', bytes: 12_000_000 });
    await expectAccessible(page);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('writes the alt text of each language in its own direction', async () => {
    const { page, consoleErrors } = await workspace.wide.newPage(1280);
    await page.goto(studio('/media'));
    await page.getByRole('link', { name: 'gulf-flight.jpg' }).click();
    await heading(page, 'Media: gulf-flight.jpg').waitFor();
    await page.getByText('1600 × 1000 pixels').waitFor();
    const persian = page.getByLabel('Alt text (Persian)');
    expect(await persian.getAttribute('dir')).toBe('rtl');
    expect(await page.getByLabel('Alt text (English)').getAttribute('dir')).toBe('ltr');
    await persian.fill(FA_ALT);
    await page.getByLabel('Alt text (English)').fill(EN_ALT);
    await page.getByRole('button', { name: 'Save alt texts' }).click();
    await page.getByRole('alert').filter({ hasText: 'Alt texts saved.' }).waitFor();
    for (const crop of ['Banner, 16:9', 'Phone, 3:4'])
      await expect
        .poll(() =>
          page
            .getByRole('figure', { name: crop })
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(480);
    await page.getByText('Not used anywhere.').waitFor();
    await expectAccessible(page);
    expect((await mediaNow()).find((item) => item.id === uploaded.id)!.alt).toEqual({
      fa: FA_ALT,
      en: EN_ALT,
    });
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('makes it a new post’s banner on a phone, published to a visitor’s phone at once', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio('/posts'));
    await signIn(page, FA_EDITOR);
    await heading(page, 'نوشته‌ها').waitFor();
    const form = page.getByRole('region', { name: 'نوشته‌ی تازه' });
    await form.getByLabel('عنوان').fill('پرواز بر فراز خلیج فارس');
    await form.getByLabel('متن').fill('منظره‌ای دیدنی از پنجره.');
    await form.getByRole('button', { name: 'ساختن نوشته' }).click();
    await heading(page, 'ویرایش: پرواز بر فراز خلیج فارس').waitFor();
    postId = Number(/\/posts\/(\d+)/.exec(page.url())![1]);

    const banner = page.getByRole('region', { name: 'تصویر سربرگ' });
    await banner.getByText('هنوز تصویری برگزیده نشده است.').waitFor();
    await banner.getByText('برگزیدن از کتابخانه‌ی رسانه').click();
    await banner.getByRole('button', { name: `برگزیدن ${FA_ALT}` }).click();
    await banner.getByRole('img', { name: FA_ALT }).waitFor();
    // Arabic has no alt text: said beside the banner, with the way to write it.
    await banner.getByText('متن جایگزین ندارد در: عربی').waitFor();
    await banner.getByRole('link', { name: 'نوشتن متن جایگزین آن' }).waitFor();
    await expectAccessible(page);

    // A group and a tag, shared by the post's languages, go out with the publish.
    const session = await signInThroughApi(site.t.app, FA_EDITOR);
    const { groups, tags } = (await callStudio(site.t.app, 'postLabels', { session })).json();
    const labels = page.getByRole('region', { name: 'گروه‌ها و برچسب‌ها' });
    await labels.getByRole('group', { name: 'گروه‌ها' }).getByLabel(groups[0].title).check();
    await labels.getByRole('group', { name: 'برچسب‌ها' }).getByLabel(tags[0].title).check();
    await labels.getByRole('button', { name: 'ذخیره‌ی گروه‌ها و برچسب‌ها' }).click();
    await page.getByRole('alert').filter({ hasText: 'ذخیره شد؛ با انتشار' }).waitFor();
    await expectAccessible(page);

    // A gallery of two more library pictures, put in order on the phone: captioned by their
    // Persian alt text, swiped through in that order by visitors.
    const captions = ['باند فرودگاه در سپیده‌دم', 'کابین مسافران'];
    const pictures: MediaItem[] = [];
    for (const [index, caption] of captions.entries()) {
      const bytes = await sharp({
        create: { width: 960, height: 540, channels: 3, background: index ? '#246' : '#c84' },
      })
        .png()
        .toBuffer();
      const picture = (
        await callStudio(site.t.app, 'uploadMedia', {
          session,
          query: { name: `gallery-${index}.png` },
          body: bytes,
          headers: { 'content-type': 'application/octet-stream' },
        })
      ).json<MediaItem>();
      await callStudio(site.t.app, 'saveMediaAlt', {
        session,
        params: { id: picture.id },
        body: { alt: { fa: caption } },
      });
      pictures.push(picture);
    }
    const gallery = page.getByRole('region', { name: 'گالری تصویرها' });
    await gallery.getByText('افزودن تصویر از کتابخانه‌ی رسانه').click();
    for (const caption of captions) {
      const choice = gallery.getByRole('button', { name: `${caption} در گالری` });
      await choice.click();
      await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('true');
    }
    const shownCaptions = () => gallery.getByRole('listitem').locator('p[lang="fa"]');
    await expect.poll(() => shownCaptions().allTextContents()).toEqual(captions);
    await gallery.getByRole('button', { name: 'بردن تصویر ۲ به پیش' }).click();
    await expect.poll(() => shownCaptions().allTextContents()).toEqual([...captions].reverse());
    await expectAccessible(page);

    await page.getByRole('button', { name: 'انتشار فارسی' }).click();
    await page.getByRole('alert').filter({ hasText: 'منتشر شد' }).waitFor();
    const visitor = await (
      await fetch(`${site.origin}/cms/content/v1/Blog/${postId}?lang=fa`)
    ).json();
    const name = uploaded.address.replace(/^.*\//, '').replace('.webp', '');
    const inGroup = await (
      await fetch(
        `${site.origin}/cms/content/v1/Blog/?lang=fa&group=${groups[0].id}&tags=${tags[0].id}`,
      )
    ).json();
    expect(inGroup.results.map((item: { id: number }) => item.id)).toContain(postId);
    expect(visitor.gallery).toEqual(
      [...pictures].reverse().map((picture, index) => ({
        photo_file: picture.address.replace('.webp', '-banner.webp'),
        title: [...captions].reverse()[index],
      })),
    );
    expect(visitor.banner).toEqual({
      desktop_banner: `/cms/media/${name}-banner.webp`,
      phone_banner: `/cms/media/${name}-banner-phone.webp`,
    });

    // A visitor's phone shows the phone crop (3:4), not the wide one.
    const reader = await page.context().newPage();
    await reader.setViewportSize({ width: 375, height: 800 });
    await reader.goto(`${site.origin}/blog-list/${postId}-x`);
    const shown = reader.locator('main picture img').first();
    await expect
      .poll(() =>
        shown.evaluate((img: HTMLImageElement) => ({
          loaded: img.naturalWidth > 0,
          phone: img.currentSrc.includes(`${name}-banner-phone`),
          tall: img.naturalHeight > img.naturalWidth,
        })),
      )
      .toEqual({ loaded: true, phone: true, tall: true });
    await reader.close();
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });

  it('lists where the item is used and deletes it only once it is free', async () => {
    const { page, consoleErrors } = await site.chromium.newPage(375);
    await page.goto(studio(`/media/${uploaded.id}`));
    await heading(page, 'رسانه: gulf-flight.jpg').waitFor();
    await page.getByRole('link', { name: 'نوشته: پرواز بر فراز خلیج فارس' }).waitFor();
    const remove = page.getByRole('button', { name: 'پاک کردن این رسانه' });
    expect(await remove.isDisabled()).toBe(true);
    await page.getByText('تا جایی آن را به کار می‌برد پاک نمی‌شود.').waitFor();
    await expectAccessible(page);

    // Withdrawn and its banner set aside, the post no longer uses it.
    const session = await signInThroughApi(site.t.app, FA_EDITOR);
    const post: PostEditor = (
      await callStudio(site.t.app, 'post', { session, params: { id: postId } })
    ).json();
    const withdrawn = await callStudio(site.t.app, 'withdrawPost', {
      session,
      params: { id: postId },
      body: { languages: ['fa'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    const cleared = await callStudio(site.t.app, 'savePostLanguage', {
      session,
      params: { id: postId, lang: 'fa' },
      body: { fields: {}, shared: { bannerMediaId: null } },
      headers: { 'if-match': `"${withdrawn.json().version}"` },
    });
    expect(cleared.statusCode).toBe(200);
    await page.reload();
    await page.getByText('هیچ‌جا به کار نرفته است.').waitFor();
    await remove.click();
    await heading(page, 'کتابخانه‌ی رسانه').waitFor();
    // The video and the gallery's two pictures stay.
    await page.getByRole('status').filter({ hasText: '۳ رسانه' }).waitFor();
    expect((await mediaNow()).map((item) => item.originalName).sort()).toEqual([
      'cabin-tour-long.webm',
      'gallery-0.png',
      'gallery-1.png',
    ]);
    const gone = await fetch(`${site.origin}${uploaded.address}`);
    expect(gone.status).toBe(404);
    expect(faults(consoleErrors)).toEqual([]);
    await page.close();
  });
});
