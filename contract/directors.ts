// Directors on the about page: GET /director/v1/.
import { z } from 'zod';
import { bannerPair } from './common';

export const director = z.object({
  id: z.number().int(),
  fa_first_name: z.string(),
  fa_last_name: z.string(),
  description: z.string(),
  photo: z.array(bannerPair),
});
export type Director = z.infer<typeof director>;
export const directorList = z.array(director);
