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
