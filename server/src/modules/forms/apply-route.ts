// POST /forms/v1/apply/: one application with an optional PDF. The row and the file are
// kept together or not at all; the file gets a generated name in the uploads folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody, langQuery } from '../../../../contract/common';
import { FORM_MESSAGES, applicationReceipt } from '../../../../contract/forms';
import { badRequest } from '../../http/error-handler';
import { idempotent, requestFingerprint } from '../../http/idempotency';
import { HONEYPOT_FIELD, isBot, rateLimited } from '../../http/post-guards';
import { findForm, insertSubmission } from './queries';
import { readApplication } from './read-upload';
import { parseFormId, parseSubmittedData, validateApplication } from './validate-application';

const RECEIVED = 'درخواست شما دریافت شد.';

export const applyRoute: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = app.config.uploadsDir;

  app.post(
    '/forms/v1/apply/',
    {
      config: rateLimited(app.config),
      schema: {
        tags: ['forms'],
        description:
          'multipart/form-data: `custom_form` (id), `submitted_data` (a JSON object keyed by field_name) and an optional `file_field` (one PDF, at most 5 MB). 400 answers are keyed by field_name. An `Idempotency-Key` header makes repeats return the first answer.',
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: { 201: applicationReceipt, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readApplication(request, uploadsDir);
      let storedPath: string | undefined;
      try {
        const fingerprint = requestFingerprint(
          fields.custom_form ?? '',
          fields.submitted_data ?? '',
          fields[HONEYPOT_FIELD] ?? '',
          file?.sha256 ?? '',
        );
        const outcome = await idempotent(app.db, request, 'apply', fingerprint, async (trx) => {
          const formId = parseFormId(fields.custom_form);
          const form = formId === undefined ? undefined : await findForm(trx, request.lang, formId);
          if (!form) throw badRequest({ custom_form: [FORM_MESSAGES.unknownForm] });
          const data = validateApplication(form, parseSubmittedData(fields.submitted_data), file);
          if (isBot(fields[HONEYPOT_FIELD]))
            return { statusCode: 201, body: { id: null, detail: RECEIVED } };

          const storedName = file ? `${crypto.randomUUID()}.pdf` : null;
          const id = await insertSubmission(trx, {
            custom_form_id: form.id,
            submitted_data: data,
            file_path: storedName,
            file_name: file?.originalName ?? null,
            file_size: file?.size ?? null,
            lang: request.lang,
          });
          if (file && storedName) {
            storedPath = path.join(uploadsDir, storedName);
            fs.renameSync(file.tempPath, storedPath);
          }
          return { statusCode: 201, body: { id, detail: RECEIVED } };
        });
        return reply
          .code(outcome.statusCode as 201)
          .send(outcome.body as { id: number; detail: string });
      } catch (error) {
        if (storedPath) fs.rmSync(storedPath, { force: true });
        throw error;
      } finally {
        if (file) fs.rmSync(file.tempPath, { force: true });
      }
    },
  );
};
