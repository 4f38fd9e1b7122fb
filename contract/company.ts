// The company record (GET /company/v1/companies/ and /company/v1/companies/{id}/):
// names, logos, the header's action buttons, meta tags and the site mode.
import { z } from 'zod';

/** og, meta or link; other types are kept so the site can skip them knowingly. */
export const metaTag = z.object({
  key: z.string(),
  content: z.string(),
  type: z.string(),
  media: z.string().nullable().optional(),
});
export type MetaTag = z.infer<typeof metaTag>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  favicon: z.string(),
  logo: z.string(),
  home_logo: z.string(),
  app_icon_text: z.string(),
  app_url: z.string(),
  app_logo: z.string(),
  login_icon_text: z.string(),
  login_url: z.string(),
  login_logo: z.string(),
  meta_tags: z.array(metaTag),
  maintenance: z.boolean(),
  under_structure: z.boolean(),
  phone_number: z.string(),
  email: z.string(),
  address: z.string(),
});
export type Company = z.infer<typeof company>;

export const companyList = z.array(company);
export const companyParams = z.object({ id: z.string().max(40) });
