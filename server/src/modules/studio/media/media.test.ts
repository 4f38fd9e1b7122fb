// The studio's media library against the real service and sharp: uploads told by their
// bytes, every copy the site asks for written and served (AVIF to a browser that takes it),
// alt text per language required before an image is published, and no deletion while used.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@contract/studio/media';
import type { PostEditor } from '@contract/studio/posts';
import { createTestApp } from '../../../../../tests/support/test-app';
import type { TestApp } from '../../../../../tests/support/test-app';
import { TEST_MEDIA_DIR } from '../../../../../tests/support/test-media-dir';
import { addTestAccount, callStudio, signIn } from '../studio-test-client';
import type { CallOptions, TestSession } from '../studio-test-client';

/** A photo as a phone takes it: 2400×1600, turned by its EXIF orientation (6: a quarter). */
const photo = () =>
  sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="180" fill="#fc0"/></svg>',
        ),
        left: 1800,
        top: 600,
      },
    ])
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('the media library', () => {
  let t: TestApp;
  let editor: TestSession;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-media-'));
  beforeAll(async () => {
    // A folder of its own, so what it counts is its own; the demo's drawings copied in, so
    // the content load finds them drawn.
    fs.cpSync(TEST_MEDIA_DIR, mediaDir, { recursive: true });
    for (const file of fs.readdirSync(mediaDir)) copiedIn.add(file);
    t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
    await addTestAccount(t.app, 'editor');
    editor = await signIn(t.app, 'editor@parvaz.test');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const call = (name: Parameters<typeof callStudio>[1], options: CallOptions = {}) =>
    callStudio(t.app, name, { session: editor, ...options });
  const upload = (bytes: Buffer, name: string, contentType = 'application/octet-stream') =>
    call('uploadMedia', { query: { name }, body: bytes, headers: { 'content-type': contentType } });
  /** The uploads' files (the folder also holds the demo's drawings, copied in at the start). */
  const copiedIn = new Set<string>();
  const mediaFiles = () =>
    fs.readdirSync(mediaDir).filter((file) => !copiedIn.has(file) && !file.startsWith('.'));
  const served = (address: string, accept = 'image/webp,*/*') =>
    t.app.inject({ url: address, headers: { accept } });

  let image: MediaItem;

  it('takes a photo by its bytes, upright, in the widths and formats the site serves', async () => {
    const response = await upload(await photo(), 'Kish beach.jpg');
    expect(response.statusCode).toBe(200);
    image = response.json<MediaItem>();
    expect(image).toMatchObject({
      kind: 'image',
      format: 'jpeg',
      originalName: 'Kish beach.jpg',
      // Orientation 6 turns the 2400×1600 picture upright: 1600×2400.
      width: 1600,
      height: 2400,
      alt: {},
      usedBy: [],
    });
    const name = image.address.replace('/cms/media/', '').replace('.webp', '');
    const own = mediaFiles().filter((file) => file.startsWith(name));
    // The whole picture, its 16:9 banner and 3:4 phone crops, each with its narrower copies,
    // each in WebP and AVIF.
    expect(own.sort()).toEqual(
      [
        '',
        '-w480',
        '-w720',
        '-w960',
        '-banner',
        '-banner-w480',
        '-banner-w720',
        '-banner-w960',
        '-banner-phone',
        '-banner-phone-w480',
        '-banner-phone-w720',
      ]
        .flatMap((suffix) => [`${name}${suffix}.webp`, `${name}${suffix}.avif`])
        .sort(),
    );
    const sizeOf = async (file: string) => sharp(path.join(mediaDir, file)).metadata();
    expect(await sizeOf(`${name}.webp`)).toMatchObject({ width: 1600, height: 2400 });
    expect(await sizeOf(`${name}-banner.webp`)).toMatchObject({ width: 1600, height: 900 });
    expect(await sizeOf(`${name}-banner-phone.avif`)).toMatchObject({ width: 750, height: 1000 });
    expect(await sizeOf(`${name}-banner-w480.webp`)).toMatchObject({ width: 480, height: 270 });
    // No metadata of the phone's (where and when) is kept.
    expect((await sizeOf(`${name}.webp`)).exif).toBeUndefined();

    const webp = await served(`${image.address}?w=720`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(720);
    const avif = await served(`${image.address}?w=720`, 'image/avif,image/webp,*/*');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
  });

  it('refuses what its bytes do not make an image or video, whatever its name, keeping nothing', async () => {
    const before = mediaFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg'],
      [svg, 'logo.svg'],
      [Buffer.from('%PDF-1.7\n'), 'cv.png'],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({
        detail: 'unsupportedType',
        fields: { file: ['unsupportedType'] },
      });
    }
    // A JPEG's first bytes with nothing decodable after them.
    const broken = await upload(Buffer.concat([(await photo()).subarray(0, 200)]), 'cut.jpg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ file: ['unreadable'] });
    expect((await upload(Buffer.alloc(0), 'empty.jpg')).statusCode).toBe(400);
    // A JSON body is not an upload.
    const json = await call('uploadMedia', { query: { name: 'x.jpg' }, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(mediaFiles()).toEqual(before);
    expect(fs.readdirSync(path.join(mediaDir, '.incoming'))).toEqual([]);
    expect((await call('media')).json().count).toBe(1);
  });

  it('takes a WebM video of 12 MB as it is', async () => {
    // The demo's cabin tour, grown to 12 MB: an upload's bytes are never walked as fields.
    const tour = fs.readFileSync(path.resolve('server/content/media/cabin-tour.webm'));
    const webm = Buffer.concat([tour, Buffer.alloc(12_000_000 - tour.length, 1)]);
    const response = await upload(webm, 'cabin.webm');
    expect(response.statusCode).toBe(200);
    const video = response.json<MediaItem>();
    expect(video).toMatchObject({ kind: 'video', format: 'webm', bytes: webm.length, width: null });
    const fetched = await served(video.address, '*/*');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(webm)).toBe(true);
    const listed = (await call('media', { query: { kind: 'video' } })).json();
    expect(listed.results.map((item: MediaItem) => item.id)).toEqual([video.id]);
    expect((await call('deleteMedia', { params: { id: video.id } })).statusCode).toBe(204);
    expect((await served(video.address, '*/*')).statusCode).toBe(404);
  });

  it('keeps alt text per language, refusing a language the site has not', async () => {
    const saved = await call('saveMediaAlt', {
      params: { id: image.id },
      body: { alt: { fa: 'ساحل کیش در زمستان', en: '' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().alt).toEqual({ fa: 'ساحل کیش در زمستان' });
    const unknown = await call('saveMediaAlt', {
      params: { id: image.id },
      body: { alt: { xx: 'nope' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ alt: ['unknownLanguage'] });
    const long = await call('saveMediaAlt', {
      params: { id: image.id },
      body: { alt: { en: 'x'.repeat(301) } },
    });
    expect(long.statusCode).toBe(400);
    const found = (await call('media', { query: { search: 'کیش' } })).json();
    expect(found.results.map((item: MediaItem) => item.id)).toEqual([image.id]);
  });

  it('publishes a post with the image as its banner only in the languages its alt text is in', async () => {
    const created = await call('createPost', {
      body: {
        fields: { title: 'ساحل کیش', shortDescription: '', body: '<p>دیدنی</p>' },
        shared: { featured: false, groupIds: [], tagIds: [], bannerMediaId: image.id },
      },
    });
    expect(created.statusCode).toBe(200);
    let post = created.json<PostEditor>();
    expect(post.banner).toMatchObject({ mediaId: image.id, alt: { fa: 'ساحل کیش در زمستان' } });
    post = (
      await call('savePostLanguage', {
        params: { id: post.id, lang: 'en' },
        body: { fields: { title: 'Kish beach', body: '<p>Worth a visit</p>' } },
        headers: { 'if-match': `"${post.version}"` },
      })
    ).json<PostEditor>();
    const publish = (languages: string[]) =>
      call('publishPost', {
        params: { id: post.id },
        body: { languages },
        headers: { 'if-match': `"${post.version}"` },
      });
    const refused = await publish(['fa', 'en']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'en.banner': ['altMissing'] });
    const published = await publish(['fa']);
    expect(published.statusCode).toBe(200);
    post = published.json<PostEditor>();
    const visitors = (await t.app.inject(`/cms/content/v1/Blog/${post.id}?lang=fa`)).json();
    expect(visitors.banner).toEqual({
      desktop_banner: image.address.replace('.webp', '-banner.webp'),
      phone_banner: image.address.replace('.webp', '-banner-phone.webp'),
    });
    expect((await served(visitors.banner.phone_banner)).statusCode).toBe(200);

    // Used: listed with the post, and not deleted.
    const used = (await call('mediaItem', { params: { id: image.id } })).json<MediaItem>();
    expect(used.usedBy).toEqual([{ kind: 'post', id: post.id, title: 'ساحل کیش' }]);
    const kept = await call('deleteMedia', { params: { id: image.id } });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ detail: 'inUse' });
    expect((await served(image.address)).statusCode).toBe(200);

    // Still used by the published rows after the draft stops naming it; free once withdrawn.
    const cleared = await call('savePostLanguage', {
      params: { id: post.id, lang: 'fa' },
      body: { fields: {}, shared: { bannerMediaId: null } },
      headers: { 'if-match': `"${post.version}"` },
    });
    post = cleared.json<PostEditor>();
    expect((await call('deleteMedia', { params: { id: image.id } })).statusCode).toBe(409);
    const withdrawn = await call('withdrawPost', {
      params: { id: post.id },
      body: { languages: ['fa'] },
      headers: { 'if-match': `"${post.version}"` },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await call('deleteMedia', { params: { id: image.id } })).statusCode).toBe(204);
    expect(mediaFiles()).toEqual([]);
    expect((await call('mediaItem', { params: { id: image.id } })).statusCode).toBe(404);
  });

  it('refuses a banner that is no image of the library', async () => {
    const refused = await call('createPost', {
      body: {
        fields: { title: 'x', shortDescription: '', body: '' },
        shared: { featured: false, groupIds: [], tagIds: [], bannerMediaId: 9999 },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ bannerMediaId: ['unknown'] });
  });

  it("shows a post's gallery in the chosen order, captioned by alt text, once published", async () => {
    const small = () =>
      sharp({ create: { width: 960, height: 540, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
    const [first, second] = [
      (await upload(await small(), 'Runway.png')).json<MediaItem>(),
      (await upload(await small(), 'Cabin.png')).json<MediaItem>(),
    ];
    const shared = { featured: false, groupIds: [], tagIds: [], bannerMediaId: first!.id };
    const create = (galleryMediaIds: number[]) =>
      call('createPost', {
        body: {
          fields: { title: 'گالری', shortDescription: '', body: '<p>تصویرها</p>' },
          shared: { ...shared, galleryMediaIds },
        },
      });
    expect((await create([second!.id, second!.id])).json().fields).toEqual({
      galleryMediaIds: ['repeated'],
    });
    expect((await create([second!.id, 9999])).json().fields).toEqual({
      galleryMediaIds: ['unknown'],
    });
    let post = (await create([second!.id, first!.id])).json<PostEditor>();
    expect(post.gallery!.map((item) => item.mediaId)).toEqual([second!.id, first!.id]);

    const publish = () =>
      call('publishPost', {
        params: { id: post.id },
        body: { languages: ['fa'] },
        headers: { 'if-match': `"${post.version}"` },
      });
    // Every gallery picture needs its alt text in the language: it is the caption.
    await call('saveMediaAlt', { params: { id: first!.id }, body: { alt: { fa: 'باند' } } });
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'fa.gallery': ['altMissing'] });
    await call('saveMediaAlt', { params: { id: second!.id }, body: { alt: { fa: 'کابین' } } });
    const published = await publish();
    expect(published.statusCode).toBe(200);
    post = published.json<PostEditor>();
    expect(post.languages.fa!.unpublishedChanges).toBe(false);
    const galleryOf = async () =>
      (await t.app.inject(`/cms/content/v1/Blog/${post.id}?lang=fa`)).json().gallery;
    const banner = (item: MediaItem) => item.address.replace('.webp', '-banner.webp');
    expect(await galleryOf()).toEqual([
      { photo_file: banner(second!), title: 'کابین' },
      { photo_file: banner(first!), title: 'باند' },
    ]);
    expect((await served(banner(second!))).statusCode).toBe(200);
    expect((await call('deleteMedia', { params: { id: second!.id } })).statusCode).toBe(409);

    // A new order is the draft's until it is published again.
    post = (
      await call('savePostLanguage', {
        params: { id: post.id, lang: 'fa' },
        body: { fields: {}, shared: { galleryMediaIds: [first!.id] } },
        headers: { 'if-match': `"${post.version}"` },
      })
    ).json<PostEditor>();
    expect(post.languages.fa!.unpublishedChanges).toBe(true);
    expect((await galleryOf()).map((item: { title: string }) => item.title)).toEqual([
      'کابین',
      'باند',
    ]);
    // The second picture is still shown to visitors, so still in use.
    expect((await call('deleteMedia', { params: { id: second!.id } })).statusCode).toBe(409);
    post = (await publish()).json<PostEditor>();
    expect(await galleryOf()).toEqual([{ photo_file: banner(first!), title: 'باند' }]);
    expect((await call('deleteMedia', { params: { id: second!.id } })).statusCode).toBe(204);
  });
});
