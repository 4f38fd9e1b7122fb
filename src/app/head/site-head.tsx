// The document head: favicon, title (the screen's own title with the company name, or
// the fallback while loading), description and the company's meta tags. React hoists
// these elements into <head>.
import { useMemo } from 'react';
import type { Company } from '../../../contract/company';
import { useCurrentPageMeta } from '../../shared/head/use-page-meta';
import { useLanguage } from '../../shared/language/language-context';
import { headTagsOf } from '../../shared/meta-tags';

export function SiteHead({ company }: { company: Company | null | undefined }) {
  const { t } = useLanguage();
  const meta = useCurrentPageMeta();
  const tags = useMemo(() => headTagsOf(company?.meta_tags ?? []), [company?.meta_tags]);
  const name = company?.name ?? t.siteTitleFallback;
  return (
    <>
      <title>{meta.title ? `${meta.title} | ${name}` : name}</title>
      <meta
        name="description"
        content={meta.description ?? company?.description ?? t.siteTitleFallback}
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
