// The document head, from the page's head description (contract/page-head.ts), the same
// one the service writes: the screen's meta with the company, the language and the
// current address. React hoists these elements into <head>. What only the service knows
// (hreflang alternates, JSON-LD) is left out here, and so is robots noindex.
import { createElement, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Company } from '@contract/company';
import { splitLanguage } from '@contract/site-addresses';
import { useCurrentPageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { manifestPath } from '../pwa/web-manifests';
import { useServerHeadHandover } from './use-server-head-handover';

interface Props {
  company: Company | null | undefined;
  /** False while the company record is still loading. */
  ready: boolean;
}

export function SiteHead({ company, ready }: Props) {
  const { t, lang } = useLanguage();
  const { pathname } = useLocation();
  const meta = useCurrentPageMeta();
  const build = useServerHeadHandover(pathname, ready);
  const tags = useMemo(
    () =>
      build?.({
        page: { ...meta, path: splitLanguage(pathname).path },
        company: company ?? undefined,
        lang,
        origin: window.location.origin,
        fallbackName: t.siteTitleFallback,
      }) ?? [],
    [build, meta, pathname, company, lang, t.siteTitleFallback],
  );
  // Each language is its own installable app; a switch of language in the page switches it.
  useEffect(() => {
    document.head.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(lang));
  }, [lang]);
  return tags.map((tag, index) =>
    createElement(tag.element, { key: index, ...tag.attributes }, tag.text),
  );
}
