// A storage area as a folder on this machine (the default, and what `npm start` uses): one
// file per key. A write goes to `.incoming/` first and is renamed into place, so a reader
// never sees half a file. ETags are those @fastify/static gave (size and time), so caches
// that kept the media before still revalidate.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, contentTypeOf } from './storage';
import type { ByteRange, ObjectInfo, Storage, StoredObject } from './storage';

export class LocalStorage implements Storage {
  readonly shared = false;

  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const file = this.pathOf(key);
    const incoming = path.join(this.root, '.incoming');
    await fs.promises.mkdir(incoming, { recursive: true });
    const temp = path.join(incoming, `${crypto.randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        fs.createWriteStream(temp, { flags: 'wx' }),
      );
      await fs.promises.rename(temp, file);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    const { range } = options;
    const body = fs.createReadStream(this.pathOf(key), range ?? {});
    return { ...info, body, range };
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const stats = await fs.promises.stat(this.pathOf(key)).catch(missing);
    return stats?.isFile() ? infoOf(key, stats) : undefined;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    const entries = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(missing);
    for (const entry of entries ?? []) {
      if (!entry.isFile() || !entry.name.startsWith(prefix)) continue;
      const stats = await fs.promises.stat(path.join(this.root, entry.name)).catch(missing);
      if (stats) yield infoOf(entry.name, stats);
    }
  }

  locationOf(key: string): string {
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkKey(key));
  }
}

function infoOf(key: string, stats: fs.Stats): ObjectInfo {
  return {
    key,
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime,
    contentType: contentTypeOf(key),
  };
}

/** A file that is not there is an answer (undefined), anything else an error. */
function missing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
  throw error;
}
