// Portfolio: GET /content/v1/Portfolio/ (paged, same filters as media) and one item.
import { z } from 'zod';
import { bannerPair, pagedSchema } from './common';
import { MEDIA_TYPES } from './media-types';

export const portfolioItem = z.object({
  id: z.number().int(),
  type: z.enum(MEDIA_TYPES),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  banner: bannerPair,
  visited: z.number().int(),
  created_at: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItem>;
export const portfolioList = pagedSchema(portfolioItem);
