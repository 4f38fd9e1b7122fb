// Reads a multipart application: its text fields, and at most one file streamed to a
// temporary file under the uploads folder while its size, hash and first bytes are taken.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { FORM_MESSAGES } from '../../../../contract/forms';
import { badRequest } from '../../http/error-handler';

export interface ReceivedFile {
  tempPath: string;
  /** The visitor's own name, cleaned; kept for display only. */
  originalName: string;
  size: number;
  sha256: string;
  head: Buffer;
}

export interface ReceivedApplication {
  fields: Record<string, string>;
  file?: ReceivedFile;
}

export const FILE_FIELD = 'file_field';

export async function readApplication(
  request: FastifyRequest,
  uploadsDir: string,
): Promise<ReceivedApplication> {
  if (!request.isMultipart()) {
    throw badRequest({ non_field_errors: ['Send the application as multipart/form-data.'] });
  }
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD || file) {
        part.file.resume();
        throw badRequest({ [FILE_FIELD]: [FORM_MESSAGES.oneFile] });
      }
      file = await receiveFile(part.file, part.filename, uploadsDir);
    }
  } catch (error) {
    if (file) fs.rmSync(file.tempPath, { force: true });
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw badRequest({ [FILE_FIELD]: [FORM_MESSAGES.oneFile] });
    }
    throw error;
  }
  return { fields, file };
}

async function receiveFile(stream: NodeJS.ReadableStream, filename: string, uploadsDir: string) {
  const tempDir = path.join(uploadsDir, '.incoming');
  fs.mkdirSync(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, crypto.randomUUID());
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, measure, fs.createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    fs.rmSync(tempPath, { force: true });
    throw error;
  }
  return { tempPath, originalName: cleanName(filename), size, sha256: hash.digest('hex'), head };
}

/** The base name only, without control characters, at most 150 characters. */
function cleanName(filename: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-150) || 'file.pdf';
}

export function isPdf(head: Buffer): boolean {
  return head.subarray(0, 5).toString('latin1') === '%PDF-';
}
