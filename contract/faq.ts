// Frequently asked questions: GET /faq/v1 (paged).
import { z } from 'zod';
import { orderingQuery, pagedSchema, pagingQuery } from './common';

export const faq = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  created_at: z.string(),
});
export type Faq = z.infer<typeof faq>;
export const faqList = pagedSchema(faq);
export const faqQuery = pagingQuery.extend({ ordering: orderingQuery(['created_at']) });
