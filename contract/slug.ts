// The slug rule of the site's addresses: the title lowercased, whitespace and underscores
// turned into hyphens, and everything but word characters, Persian letters and hyphens
// removed. Blog and form addresses start with the id, which alone finds the item.

/** Kept: word characters, hyphens, ZWNJ, and letters, marks and digits of the Arabic script. */
const KEPT = /[\w\u200c-]|(?=\p{Script=Arabic})[\p{L}\p{M}\p{N}]/u;

export function slugify(title: string): string {
  const hyphenated = title.toLowerCase().replace(/[\s_]+/g, '-');
  return [...hyphenated].filter((char) => KEPT.test(char)).join('');
}

/** `12-some-title` → 12; anything that does not start with an id → undefined. */
export function idFromSlug(slug: string): number | undefined {
  const head = slug.split('-')[0] ?? '';
  return /^\d+$/.test(head) ? Number(head) : undefined;
}

export function idSlug(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `${id}-${slug}` : String(id);
}
