// With S3 configured, asks each bucket for a listing before the service starts, so a wrong
// endpoint, bucket or key stops the start with one line rather than failing every upload.
import type { Config } from '../config';
import type { Stores } from '../storage/storage';
import { StartupError } from './start-failure';

export async function reachStores(stores: Stores, config: Config): Promise<void> {
  const { storage } = config;
  if (storage.kind !== 's3') return;
  for (const area of ['media', 'uploads'] as const) {
    try {
      for await (const object of stores[area].list('.parvaz-reach-check')) void object;
    } catch (error) {
      const { name, message } = error as Error;
      const variable = area === 'media' ? 'S3_BUCKET_MEDIA' : 'S3_BUCKET_UPLOADS';
      throw new StartupError(
        `cannot use the S3 bucket ${storage.buckets[area]} at ${storage.endpoint ?? 'AWS'} (${name}: ${message.split('\n')[0]}): correct ${variable}, S3_ENDPOINT or the S3 keys.`,
      );
    }
  }
}
