// The social networks the keyed social links answer carries, apart from the schemas so
// the site can list them without loading zod.
export const SOCIAL_KEYS = [
  'whatsapp',
  'x',
  'youtube',
  'linkedin',
  'instagram',
  'telegram',
] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
