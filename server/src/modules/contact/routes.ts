// Contact messages: validated by the shared contract, refused in the request's language,
// stored once per Idempotency-Key with their mail queued in the same transaction.
import { SENDS } from '@contract/api-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody, langQuery } from '@contract/common';
import { contactMessage, contactMessageIn, contactReceipt } from '@contract/contact';
import { badRequest } from '../../http/error-handler';
import { fieldErrorsOf } from '../../http/field-errors';
import { idempotent, receiptFor, requestFingerprint } from '../../http/idempotency';
import { idForBot, isBot, rateLimited } from '../../http/post-guards';
import { originOf } from '../../site/request-origin';
import { queueSubmissionMail } from '../mail/queue-submission-mail';
import { insertContactMessage } from './queries';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SENDS.contactMessage.route,
    {
      config: rateLimited(app.config),
      // The body's rules are checked again below when they refuse, in the request's
      // language: the route's own check words its messages in the default one.
      attachValidation: true,
      schema: {
        tags: ['contact'],
        description:
          'Sends a contact message. 400 answers carry messages keyed by field, in the language `lang` names. An `Idempotency-Key` header makes repeats return the first answer.',
        querystring: langQuery,
        body: contactMessage,
        response: { 201: contactReceipt, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const checked = contactMessageIn(request.lang).safeParse(request.body);
        if (checked.success) throw request.validationError;
        throw badRequest(fieldErrorsOf(checked.error.issues, 'non_field_errors'));
      }
      const { website, ...message } = request.body;
      const outcome = await idempotent(
        app.db,
        request,
        'contact',
        requestFingerprint(JSON.stringify(message), website ?? ''),
        async (trx) => {
          if (isBot(website)) {
            return {
              statusCode: 201,
              body: { id: await idForBot(trx, 'contact_messages') },
            };
          }
          const id = await insertContactMessage(trx, { ...message, lang: request.lang });
          await queueSubmissionMail(
            trx,
            { source: 'contact', id, lang: request.lang },
            { origin: originOf(request, app.config), senderEmail: message.email },
          );
          return { statusCode: 201, body: { id } };
        },
      );
      app.mailSender.nudge();
      return reply
        .code(outcome.statusCode as 201)
        .send(receiptFor(outcome, 'contact', request.lang));
    },
  );
};
