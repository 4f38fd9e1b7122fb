// Services: GET /content/v1/service/ (paged; the home page asks for 4).
import { z } from 'zod';
import { bannerPair, orderingQuery, pagedSchema, pagingQuery } from './common';

export const service = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  banner: bannerPair,
  items: z.array(z.string()),
});
export type Service = z.infer<typeof service>;
export const serviceList = pagedSchema(service);
export const serviceQuery = pagingQuery.extend({
  ordering: orderingQuery(['created_at', 'updated_at', 'position']),
});
