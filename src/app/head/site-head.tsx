// The document head: favicon, title (the screen's own title with the company name),
// description, the blog feed of the language and the company's meta tags. React hoists
// these elements into <head>; until the company is known the server's head stays.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Company } from '@contract/company';
import { headTagsOf } from '@contract/meta-tags';
import { withLanguage } from '@contract/site-addresses';
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
  const name = company?.name ?? t.siteTitleFallback;
  const title = meta.title ? `${meta.title} | ${name}` : name;
  const own = useServerHeadHandover(title, pathname, ready);
  // Only the browser's head needs them (and only there is a skipped tag worth a warning).
  const tags = useMemo(
    () => (own ? headTagsOf(company?.meta_tags ?? []) : []),
    [own, company?.meta_tags],
  );
  // Each language is its own installable app; a switch of language in the page switches it.
  useEffect(() => {
    document.head.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(lang));
  }, [lang]);
  if (!own) return null;
  return (
    <>
      <title>{title}</title>
      <meta
        name="description"
        content={meta.description ?? company?.description ?? t.siteTitleFallback}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={company?.name}
        href={withLanguage(lang, '/feed.xml')}
      />
      {company?.favicon && <link rel="icon" href={company.favicon} />}
      {tags.map((tag, index) =>
        tag.element === 'link' ? (
          <link key={index} rel={tag.rel} href={tag.href} media={tag.media} />
        ) : 'property' in tag ? (
          <meta key={index} property={tag.property} content={tag.content} />
        ) : (
          <meta key={index} name={tag.name} content={tag.content} media={tag.media} />
        ),
      )}
    </>
  );
}
