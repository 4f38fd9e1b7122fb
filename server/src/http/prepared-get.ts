// A GET route whose answer is prepared once per content version (prepared-responses.ts):
// its answer's contract is named once and serves as the route's 200 schema (OpenAPI) and
// as what the prepared answer is checked against; TypeScript holds `produce` to it.
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type NoParams = z.ZodObject<Record<never, never>>;

/** A request as the route's schemas checked it. */
export type PreparedRequest<P extends z.ZodType, Q extends z.ZodType> = FastifyRequest<{
  Params: z.output<P>;
  Querystring: z.output<Q>;
}>;

export interface PreparedRoute<P extends z.ZodType, Q extends z.ZodType, A extends z.ZodType> {
  tags: string[];
  description?: string;
  params?: P;
  querystring: Q;
  /** The contract of the 200 answer. */
  answer: A;
  /** The answer, computed only when no prepared copy is held for the address. */
  produce: (request: PreparedRequest<NoInfer<P>, NoInfer<Q>>) => Promise<z.input<A>>;
  /**
   * True when the answer shows visit counts or is ordered by them: it is then prepared again
   * after each flush of counted visits, not only at content changes.
   */
  showsVisits?: boolean;
  /** Runs after every 200 or 304 this route sends, prepared or not. */
  afterSend?: (request: PreparedRequest<NoInfer<P>, NoInfer<Q>>) => void;
}

export function preparedGet<
  A extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType = NoParams,
>(app: ZodApp, path: string, route: PreparedRoute<P, Q, A>): void {
  const { answer, produce, afterSend, showsVisits, ...described } = route;
  const schema: FastifySchema = { ...described, response: { 200: answer } };
  app.get(path, { schema }, async (raw, reply) => {
    // The route's schemas have checked the request: it is what they describe.
    const request = raw as PreparedRequest<P, Q>;
    await app.prepared.send(request, reply, answer, () => produce(request), { showsVisits });
    afterSend?.(request);
  });
}
