// The service's two storage areas, as configured: folders (MEDIA_DIR, UPLOADS_DIR) or two
// S3 buckets reached through one client.
import { S3Client } from '@aws-sdk/client-s3';
import type { Config, StorageConfig } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Stores } from './storage';

export function openStores(config: Pick<Config, 'storage' | 'mediaDir' | 'uploadsDir'>): Stores {
  const { storage } = config;
  if (storage.kind === 'local') {
    return {
      media: new LocalStorage(config.mediaDir),
      uploads: new LocalStorage(config.uploadsDir),
      close() {},
    };
  }
  const client = s3Client(storage);
  return {
    media: new S3Storage(client, storage.buckets.media),
    uploads: new S3Storage(client, storage.buckets.uploads),
    close: () => client.destroy(),
  };
}

export function s3Client(storage: Extract<StorageConfig, { kind: 's3' }>): S3Client {
  return new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    // Checksums only where S3 requires them: S3-compatible stores that do not know the
    // newer checksum headers (or the chunked trailers they come in) still take the writes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
