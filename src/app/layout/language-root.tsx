// The language part of an address: `/:lang/...` for a known language, nothing for Persian.
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LanguageProvider } from '../../shared/language/language-provider';
import { withLanguage } from '../../shared/paths';
import { RootLayout } from './root-layout';

/** Prefixes the site accepts; the service decides which of them are active. */
export const LANGUAGE_PREFIXES = ['en', 'ar'] as const;

export function LanguageRoot() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const known = lang === undefined || (LANGUAGE_PREFIXES as readonly string[]).includes(lang);
  const prefix = known ? lang : undefined;
  const plainPath = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  const addressIn = useCallback((lang: string) => withLanguage(lang, plainPath), [plainPath]);
  return (
    <LanguageProvider prefix={prefix} addressIn={addressIn}>
      <RootLayout notFound={!known} />
    </LanguageProvider>
  );
}
