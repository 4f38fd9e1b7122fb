// Social links: GET /company/v1/social (a list) and /company/v1/social-links/ (keyed).
import { z } from 'zod';
import { SOCIAL_KEYS } from './social-keys';
import type { SocialKey } from './social-keys';

export const socialLink = z.object({ name: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof socialLink>;
export const socialLinkList = z.array(socialLink);

const keyedUrl = z.object({ url: z.string() }).nullable();
export const socialLinksKeyed = z.object(
  Object.fromEntries(SOCIAL_KEYS.map((key) => [key, keyedUrl])) as Record<
    SocialKey,
    typeof keyedUrl
  >,
);
export type SocialLinksKeyed = z.infer<typeof socialLinksKeyed>;
