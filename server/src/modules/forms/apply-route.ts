// POST /forms/v1/apply/: one application with an optional PDF. The row and the file are
// kept together or not at all; the file gets a generated name in the uploads store (a
// folder, or a private bucket), received into a local scratch file first. Its
// mail is queued in the row's transaction and sent after the answer (modules/mail/).
import { API_PREFIX, FILE_FIELD, HONEYPOT_FIELD, SENDS } from '@contract/api-routes';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody, langQuery } from '@contract/common';
import { applicationReceipt, formMessages } from '@contract/forms';
import { MAX_FILE_BYTES } from '@contract/forms';
import { badRequest } from '../../http/error-handler';
import { describeRequestBody } from '../../http/openapi-document';
import { idempotent, receiptFor, requestFingerprint } from '../../http/idempotency';
import { idForBot, isBot, rateLimited } from '../../http/post-guards';
import { originOf } from '../../site/request-origin';
import { applicantEmail, queueSubmissionMail } from '../mail/queue-submission-mail';
import { findForm, insertSubmission } from './queries';
import { readApplication } from './read-upload';
import { parseFormId, parseSubmittedData, validateApplication } from './validate-application';

// The body as the OpenAPI document states it (zod does not describe multipart bodies).
describeRequestBody('post', `${API_PREFIX}${SENDS.application.route}`, {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          custom_form: { type: 'string', pattern: '^\\d+$', description: "The form's id." },
          submitted_data: {
            type: 'string',
            description: 'A JSON object of the answers, keyed by field_name.',
          },
          [FILE_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `One PDF of at most ${MAX_FILE_BYTES} bytes, when the form asks for a file.`,
          },
          [HONEYPOT_FIELD]: { type: 'string', description: 'Left empty by people.' },
        },
        required: ['custom_form', 'submitted_data'],
      },
      encoding: { [FILE_FIELD]: { contentType: 'application/pdf' } },
    },
  },
});

export const applyRoute: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = app.config.uploadsDir;
  const uploads = app.storage.uploads;

  app.post(
    SENDS.application.route,
    {
      config: rateLimited(app.config),
      schema: {
        tags: ['forms'],
        summary: 'Apply with a form',
        description:
          'multipart/form-data: `custom_form` (id), `submitted_data` (a JSON object keyed by field_name) and an optional `file_field` (one PDF, at most 5 MB). 400 answers are keyed by field_name. An `Idempotency-Key` header makes repeats return the first answer.',
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: { 201: applicationReceipt, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readApplication(request, uploadsDir);
      let storedName: string | null = null;
      let outcome: Awaited<ReturnType<typeof idempotent>>;
      try {
        const fingerprint = requestFingerprint(
          fields.custom_form ?? '',
          fields.submitted_data ?? '',
          fields[HONEYPOT_FIELD] ?? '',
          file?.sha256 ?? '',
        );
        outcome = await idempotent(app.db, request, 'apply', fingerprint, async (trx) => {
          const formId = parseFormId(fields.custom_form);
          const form = formId === undefined ? undefined : await findForm(trx, request.lang, formId);
          if (!form) throw badRequest({ custom_form: [formMessages(request.lang).unknownForm] });
          const data = validateApplication(
            form,
            parseSubmittedData(fields.submitted_data, request.lang),
            file,
            request.lang,
          );
          if (isBot(fields[HONEYPOT_FIELD])) {
            const id = await idForBot(trx, 'form_submissions');
            return { statusCode: 201, body: { id } };
          }

          storedName = file ? `${crypto.randomUUID()}.pdf` : null;
          const id = await insertSubmission(trx, {
            custom_form_id: form.id,
            submitted_data: data,
            file_path: storedName,
            file_name: file?.originalName ?? null,
            file_size: file?.size ?? null,
            lang: request.lang,
          });
          await queueSubmissionMail(
            trx,
            {
              source: 'application',
              id,
              lang: request.lang,
              formId: form.id,
              formTitle: form.title,
            },
            {
              origin: originOf(request, app.config),
              senderEmail: applicantEmail(form.form_fields, data),
            },
          );
          // Last in the transaction: a file that cannot be stored rolls the row back.
          if (file && storedName) {
            await uploads.put(storedName, fs.createReadStream(file.tempPath), {
              contentType: 'application/pdf',
            });
          }
          return { statusCode: 201, body: { id } };
        });
      } catch (error) {
        if (storedName) await uploads.delete(storedName).catch(() => undefined);
        throw error;
      } finally {
        // Before the answer: once the sender has it, a kill leaves nothing behind.
        if (file) fs.rmSync(file.tempPath, { force: true });
      }
      app.mailSender.nudge();
      return reply
        .code(outcome.statusCode as 201)
        .send(receiptFor(outcome, 'application', request.lang));
    },
  );
};
