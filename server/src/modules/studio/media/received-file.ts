// An upload's bytes, streamed to a temporary file in the media folder while counted: a body
// past its bound is cut off and refused, and nothing of it stays behind.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StudioRefusal } from '../refusals';

export async function receiveFile(
  body: NodeJS.ReadableStream,
  mediaDir: string,
  maxBytes: number,
): Promise<{ tempPath: string; bytes: number }> {
  const incoming = path.join(mediaDir, '.incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const tempPath = path.join(incoming, crypto.randomBytes(12).toString('hex'));
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new StudioRefusal(413, 'tooLarge', { file: ['tooLarge'] }));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, fs.createWriteStream(tempPath));
  } catch (error) {
    fs.rmSync(tempPath, { force: true });
    throw error instanceof StudioRefusal ? error : new StudioRefusal(400, 'badRequest');
  }
  if (bytes === 0) {
    fs.rmSync(tempPath, { force: true });
    throw new StudioRefusal(400, 'invalid', { file: ['required'] });
  }
  return { tempPath, bytes };
}
