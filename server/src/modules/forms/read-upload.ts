// Reads a multipart application: its text fields, and at most one file streamed to a
// temporary file under the uploads folder while its size, hash and first bytes are taken.
import { FILE_FIELD } from '@contract/api-routes';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_APPLICATION_FIELDS, formMessages } from '@contract/form-rules';
import { HttpError, badRequest } from '../../http/error-handler';
import { refusalMessage } from '../../http/refusal-messages';

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

/** An application carries a few text fields and one PDF of at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  // One more than accepted: the parser stops reading at its limit and may already have
  // handed over the next part (a file whose stream would then never end), so the
  // service counts the fields itself and refuses the one past MAX_APPLICATION_FIELDS first.
  fields: MAX_APPLICATION_FIELDS + 1,
  fieldSize: 64 * 1024,
  parts: MAX_APPLICATION_FIELDS + 5,
};

export async function readApplication(
  request: FastifyRequest,
  uploadsDir: string,
): Promise<ReceivedApplication> {
  const messages = formMessages(request.lang);
  if (!request.isMultipart()) {
    throw badRequest({ non_field_errors: [refusalMessage('multipartOnly', request.lang)] });
  }
  const fields: Record<string, string> = {};
  let fieldCount = 0;
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (++fieldCount > MAX_APPLICATION_FIELDS)
          throw badRequest({ non_field_errors: [refusalMessage('tooManyFields', request.lang)] });
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw badRequest({ [part.fieldname]: [messages.fileFieldOnly(FILE_FIELD)] });
      }
      if (file) {
        part.file.resume();
        throw badRequest({ [FILE_FIELD]: [messages.oneFile] });
      }
      file = await receiveFile(part.file, part.filename, uploadsDir);
    }
  } catch (error) {
    if (file) fs.rmSync(file.tempPath, { force: true });
    throw asClientError(error, request);
  }
  return { fields, file };
}

/**
 * The client's mistakes (a body without a boundary, cut short, a part past a limit) and a
 * client gone mid-upload become 4xx answers, logged as refusals rather than failures;
 * anything else (the disk) stays a server error.
 */
function asClientError(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof HttpError) return error;
  const messages = formMessages(request.lang);
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest({ [FILE_FIELD]: [messages.oneFile] });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest({ non_field_errors: [refusalMessage('tooManyFields', request.lang)] });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  if (request.raw.socket?.destroyed !== false) {
    // Nobody is left to answer; a refusal, not a failure.
    request.log.info('upload interrupted by the client');
    return new HttpError(400, { detail: refusalMessage('interrupted', request.lang) });
  }
  const fromDisk = typeof (error as { syscall?: unknown }).syscall === 'string';
  return fromDisk
    ? error
    : badRequest({ non_field_errors: [refusalMessage('malformed', request.lang)] });
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
  const file = fs.createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(stream, measure, file);
  } catch (error) {
    // An upload cut short can fail while the file is still being opened, which creates it
    // after the failure: remove it once the stream has closed.
    if (!file.closed) await once(file, 'close').catch(() => undefined);
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
