// The language part of an address: `/:lang/...` for a known language, nothing for Persian.
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '@contract/site-languages';
import { LanguageProvider } from '@shared/language/language-provider';
import { withLanguage } from '@shared/paths';
import { RootLayout } from './root-layout';

export function LanguageRoot() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  // The site's languages (contract/site-languages.ts); the service decides which are active.
  const known = lang === undefined || (PREFIXED_LANGUAGES as readonly string[]).includes(lang);
  const prefix = known ? lang : undefined;
  const plainPath = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  const addressIn = useCallback((lang: string) => withLanguage(lang, plainPath), [plainPath]);
  return (
    <LanguageProvider prefix={prefix} addressIn={addressIn}>
      <RootLayout notFound={!known} />
    </LanguageProvider>
  );
}
