// One interface for every stored file: the media the site shows and the files visitors
// upload, each in its own area ("bucket"): a local folder by default (local-storage.ts),
// S3-compatible object storage when configured (s3-storage.ts). Keys are flat file names.
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  key: string;
  /** The whole object's size in bytes. */
  size: number;
  /** A validator for conditional requests, quoted as an HTTP ETag. */
  etag: string;
  lastModified: Date;
  contentType: string;
}

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or those of `range` when one was asked for. */
  body: Readable;
  range?: ByteRange;
}

export interface Storage {
  /**
   * True when other instances write to the same store: what looks orphaned there may be
   * another instance's write whose row is not committed yet.
   */
  readonly shared: boolean;
  /** Writes the object whole: readers see the old bytes or the new, never a part. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object (or the range of it), undefined when there is none. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deletes the object; deleting what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix?: string): AsyncIterable<ObjectInfo>;
  /** Where the object lives, for a person (a path, or s3://bucket/key). */
  locationOf(key: string): string;
}

/** The two areas: media served at /cms/media, and uploads never given an address. */
export interface Stores {
  media: Storage;
  uploads: Storage;
  close(): void;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** The media type a file name's extension stands for. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

/** A key is one file name: no folders, nothing that walks out of the area. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9._-]{1,200}$/.test(key) || key === '.' || key === '..') {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The whole object as bytes, undefined when there is none (small objects only). */
export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
