// Licences and rewards: GET /company/v1/licence?type=glory.
import { z } from 'zod';
import { mediaPair } from './common';

export const licence = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  image: mediaPair,
});
export type Licence = z.infer<typeof licence>;
export const licenceList = z.array(licence);
export const licenceQuery = z.object({ type: z.string().trim().max(50).optional() });
