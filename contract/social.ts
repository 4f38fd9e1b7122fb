// Social links: GET /company/v1/social (a list) and /company/v1/social-links/ (keyed).
import { z } from 'zod';

export const socialLink = z.object({ name: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof socialLink>;
export const socialLinkList = z.array(socialLink);

export const SOCIAL_KEYS = [
  'whatsapp',
  'x',
  'youtube',
  'linkedin',
  'instagram',
  'telegram',
] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

const keyedUrl = z.object({ url: z.string() }).nullable();
export const socialLinksKeyed = z.object(
  Object.fromEntries(SOCIAL_KEYS.map((key) => [key, keyedUrl])) as Record<
    SocialKey,
    typeof keyedUrl
  >,
);
export type SocialLinksKeyed = z.infer<typeof socialLinksKeyed>;
