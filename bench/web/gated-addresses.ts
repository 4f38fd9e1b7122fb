// The pages the Lighthouse gate loads (lighthouserc.json), in every language: each Persian
// address in fa, en and ar, and each address of another language as it is.
import fs from 'node:fs';

const inLanguage = (pathname: string, lang: string) =>
  lang === 'fa' ? pathname : `/${lang}${pathname === '/' ? '/' : pathname}`;

export function gatedAddresses(config = 'lighthouserc.json'): string[] {
  const { ci } = JSON.parse(fs.readFileSync(config, 'utf8')) as {
    ci: { collect: { url: string[] } };
  };
  const addresses = ci.collect.url.flatMap((url) => {
    const { pathname } = new URL(url);
    if (/^\/(en|ar)(\/|$)/.test(pathname)) return [pathname];
    return ['fa', 'en', 'ar'].map((lang) => inLanguage(pathname, lang));
  });
  return [...new Set(addresses)];
}

/**
 * Each address as the site answers it: a Persian address in another language may name a
 * post or form by its Persian slug, which that language's page redirects to its own
 * (one more round trip, not the page's first paint), so such an address becomes the one
 * it redirects to.
 */
export async function answeredAddresses(origin: string, addresses: string[]): Promise<string[]> {
  const answered = await Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(origin + address, { redirect: 'manual' });
      const location = response.headers.get('location');
      await response.body?.cancel();
      return location && response.status >= 300 && response.status < 400
        ? new URL(location, origin + address).pathname
        : address;
    }),
  );
  return [...new Set(answered)];
}
