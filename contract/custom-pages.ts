// Custom pages: GET /content/v1/custom-page/?path=SLUG (a list; the site uses the first).
import { z } from 'zod';

export const customPage = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  body: z.string(),
});
export type CustomPage = z.infer<typeof customPage>;
export const customPageList = z.array(customPage);
export const customPageQuery = z.object({ path: z.string().trim().min(1).max(200) });
