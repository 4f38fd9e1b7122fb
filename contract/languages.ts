// GET /api/v1/language/: the languages a visitor can choose.
import { z } from 'zod';

export const language = z.object({
  name: z.string(),
  value: z.string(),
  label: z.string(),
  direction: z.enum(['rtl', 'ltr']),
  status: z.enum(['active', 'inactive']),
});
export type Language = z.infer<typeof language>;

export const languageList = z.array(language);
