// The company's meta tags as head elements: og → <meta property>, meta → <meta name>,
// link → <link rel href>. Any other type is skipped with a warning.
import type { MetaTag } from './company';

export type HeadTag =
  | { element: 'meta'; property: string; content: string }
  | { element: 'meta'; name: string; content: string; media?: string }
  | { element: 'link'; rel: string; href: string; media?: string };

export function headTagsOf(
  tags: MetaTag[],
  warn: (message: string) => void = console.warn,
): HeadTag[] {
  const result: HeadTag[] = [];
  for (const tag of tags) {
    const media = tag.media ?? undefined;
    switch (tag.type) {
      case 'og':
        result.push({ element: 'meta', property: tag.key, content: tag.content });
        break;
      case 'meta':
        result.push({ element: 'meta', name: tag.key, content: tag.content, media });
        break;
      case 'link':
        result.push({ element: 'link', rel: tag.key, href: tag.content, media });
        break;
      default:
        warn(`Skipping meta tag "${tag.key}" of unknown type "${tag.type}"`);
    }
  }
  return result;
}
