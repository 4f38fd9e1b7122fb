// The site's and the service's default language: Persian. Apart from the schemas, so the
// site can name it without loading zod.
export const DEFAULT_LANGUAGE = 'fa';
