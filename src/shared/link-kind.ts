// The four kinds of links the content service sends: another site (new tab), a page of
// this site (in-app navigation), an anchor on the home page, and a page with an anchor.
export type LinkKind =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; path: string }
  | { kind: 'hash'; hash: string }
  | { kind: 'path-with-hash'; path: string; hash: string };

export function classifyLink(
  url: string,
  origin: string = globalThis.location?.origin ?? '',
): LinkKind {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return { kind: 'hash', hash: trimmed.slice(1) };
  let parsed: URL;
  try {
    parsed = new URL(trimmed, origin || 'http://site.invalid');
  } catch {
    return { kind: 'internal', path: '/' };
  }
  const sameOrigin =
    !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || (origin !== '' && parsed.origin === origin);
  if (!sameOrigin) return { kind: 'external', href: trimmed };
  const path = `${parsed.pathname}${parsed.search}`;
  return parsed.hash
    ? { kind: 'path-with-hash', path, hash: parsed.hash.slice(1) }
    : { kind: 'internal', path };
}
