// Contact messages: validated by the shared contract, stored once per Idempotency-Key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestBody, langQuery } from '../../../../contract/common';
import { contactMessage, contactReceipt } from '../../../../contract/contact';

import { idempotent, requestFingerprint } from '../../http/idempotency';
import { isBot, rateLimited } from '../../http/post-guards';
import { insertContactMessage } from './queries';

const RECEIVED = 'پیام شما دریافت شد.';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-us/v1/',
    {
      config: rateLimited(app.config),
      schema: {
        tags: ['contact'],
        description:
          'Sends a contact message. 400 answers carry Persian messages keyed by field. An `Idempotency-Key` header makes repeats return the first answer.',
        querystring: langQuery,
        body: contactMessage,
        response: { 201: contactReceipt, 400: badRequestBody },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      const outcome = await idempotent(
        app.db,
        request,
        'contact',
        requestFingerprint(JSON.stringify(message), website ?? ''),
        async (trx) => {
          if (isBot(website)) return { statusCode: 201, body: { id: null, detail: RECEIVED } };
          const id = await insertContactMessage(trx, { ...message, lang: request.lang });
          return { statusCode: 201, body: { id, detail: RECEIVED } };
        },
      );
      return reply
        .code(outcome.statusCode as 201)
        .send(outcome.body as { id: number; detail: string });
    },
  );
};
