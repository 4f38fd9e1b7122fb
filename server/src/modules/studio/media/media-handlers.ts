// The media library's calls. An upload is its bytes as the request's body: the type is told
// by the bytes (file-type), images must decode (sharp) and are copied into the site's
// widths and formats before the row is written, so an item listed always has its files.
// The bytes arrive in a local scratch file; what is kept goes to the media store.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { FastifyRequest } from 'fastify';
import {
  MEDIA_FORMATS,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_VIDEO_MAX_BYTES,
} from '@contract/studio/media';
import type { MediaFormat } from '@contract/studio/media';
import type { Storage } from '../../../storage/storage';
import { recordAudit } from '../audit';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioHandlers } from '../routes';
import { activeLanguages } from '../site-languages';
import { filesOf, readImageSize, writeImageCopies } from './image-copies';
import { findMedia, listMedia, mediaItem, usesOf } from './media-library';
import { receiveFile } from './received-file';

export type MediaEndpoint = 'media' | 'uploadMedia' | 'mediaItem' | 'saveMediaAlt' | 'deleteMedia';

const actorOf = (request: FastifyRequest) => {
  const account = request.studio.session!.account;
  return { id: account.id, email: account.email };
};

const unsupported = () => new StudioRefusal(415, 'unsupportedType', { file: ['unsupportedType'] });

/** file-type's names for the formats taken. */
const FORMAT_OF_EXTENSION: Record<string, MediaFormat> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  webm: 'webm',
  mp4: 'mp4',
};

/** A name no upload shares, within the media route's file-name rule. */
const newName = () =>
  `m${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${crypto.randomBytes(5).toString('hex')}`;

async function storeUpload(request: FastifyRequest, mediaDir: string, media: Storage) {
  // The route's body parser hands over the stream only for application/octet-stream.
  const body = request.body as NodeJS.ReadableStream | undefined;
  if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function') throw unsupported();
  const { tempPath, bytes } = await receiveFile(body, mediaDir, MEDIA_VIDEO_MAX_BYTES);
  const name = newName();
  try {
    const format = FORMAT_OF_EXTENSION[(await fileTypeFromFile(tempPath))?.ext ?? ''];
    if (!format) throw unsupported();
    const kind = MEDIA_FORMATS[format];
    if (kind === 'video') {
      await media.put(`${name}.${format}`, fs.createReadStream(tempPath), {
        contentType: `video/${format}`,
      });
      return { name, kind, format, bytes, width: null, height: null };
    }
    if (bytes > MEDIA_IMAGE_MAX_BYTES)
      throw new StudioRefusal(413, 'tooLarge', { file: ['tooLarge'] });
    const size = await readImageSize(tempPath).catch(() => {
      throw new StudioRefusal(400, 'invalid', { file: ['unreadable'] });
    });
    try {
      await writeImageCopies(tempPath, media, name, size);
    } catch (error) {
      for (const file of await filesOf(media, name)) await media.delete(file);
      request.log.warn({ err: error }, 'an uploaded image could not be copied');
      throw new StudioRefusal(400, 'invalid', { file: ['unreadable'] });
    }
    return { name, kind, format, bytes, ...size };
  } finally {
    fs.rmSync(tempPath, { force: true });
  }
}

export const mediaHandlers = {
  media: async ({ app, query }) => listMedia(app.db, query),

  async uploadMedia({ app, request, query }) {
    const stored = await storeUpload(request, app.config.mediaDir, app.storage.media);
    const actor = actorOf(request);
    const row = await app.db
      .insertInto('studio_media')
      .values({
        ...stored,
        original_name: query.name,
        alt: '{}',
        created_at: new Date().toISOString(),
        created_by: actor.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(app.db, {
      action: 'mediaUploaded',
      actor,
      subject: `media ${row.id} (${stored.kind}, ${stored.bytes} bytes)`,
      address: request.studio.address,
    });
    return mediaItem(app.db, row);
  },

  async mediaItem({ app, params }) {
    const row = await findMedia(app.db, params.id);
    if (!row) throw notFound();
    return mediaItem(app.db, row);
  },

  async saveMediaAlt({ app, params, body }) {
    const row = await findMedia(app.db, params.id);
    if (!row) throw notFound();
    const languages = new Set((await activeLanguages(app.db)).map((l) => l.value));
    const unknown = Object.keys(body.alt).filter((lang) => !languages.has(lang));
    if (unknown.length > 0) throw new StudioRefusal(400, 'invalid', { alt: ['unknownLanguage'] });
    const alt = { ...(JSON.parse(row.alt) as Record<string, string>) };
    for (const [lang, text] of Object.entries(body.alt)) {
      if (text) alt[lang] = text;
      else delete alt[lang];
    }
    const saved = await app.db
      .updateTable('studio_media')
      .set({ alt: JSON.stringify(alt) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return mediaItem(app.db, saved);
  },

  async deleteMedia({ app, request, params }) {
    const row = await findMedia(app.db, params.id);
    if (!row) throw notFound();
    const used = (await usesOf(app.db, [row.id])).get(row.id)!;
    if (used.length > 0) throw new StudioRefusal(409, 'inUse');
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('studio_media').where('id', '=', row.id).execute();
      await recordAudit(trx, {
        action: 'mediaDeleted',
        actor: actorOf(request),
        subject: `media ${row.id} (${row.kind})`,
        address: request.studio.address,
      });
    });
    // The files go after the row: a failure between leaves files no item names, never an
    // item without its files.
    const { media } = app.storage;
    for (const file of await filesOf(media, row.name)) await media.delete(file);
  },
} satisfies Pick<StudioHandlers, MediaEndpoint>;
