// JSON-LD for search engines: the airline as an Organization on every page, FAQPage on
// the home page, BlogPosting on posts, JobPosting on application pages and a
// BreadcrumbList wherever a page sits below another.
import type { Company } from '../../../contract/company';
import { withLanguage } from '../../../contract/site-addresses';
import type { Db } from '../db/database';
import { listSocialLinks } from '../modules/company/queries';
import { listFaqs } from '../modules/faq/queries';
import { findForm } from '../modules/forms/queries';
import { findPagesByPolicy } from '../modules/pages/queries';
import { absoluteUrl } from './absolute-url';
import type { PageDescription } from './describe-page';
import type { SitePage } from './site-pages';

type JsonLd = Record<string, unknown>;

const HOME_FAQ_LIMIT = 4;

interface Context {
  db: Db;
  lang: string;
  origin: string;
  company: Company;
  page: SitePage;
  description: PageDescription;
}

async function organization({ db, lang, origin, company }: Context): Promise<JsonLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    url: absoluteUrl(origin, withLanguage(lang, '/')),
    logo: absoluteUrl(origin, company.logo),
    description: company.description,
    email: company.email,
    telephone: company.phone_number,
    address: { '@type': 'PostalAddress', streetAddress: company.address },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone_number,
      email: company.email,
    },
    sameAs: (await listSocialLinks(db)).map((link) => link.url).filter(Boolean),
  };
}

async function faqPage({ db, lang }: Context): Promise<JsonLd | null> {
  const { results } = await listFaqs(db, lang, { limit: HOME_FAQ_LIMIT, offset: 0 });
  if (results.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: results.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

function blogPosting({ lang, origin, company, description }: Context): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: description.title,
    description: description.description,
    image: description.image ? [absoluteUrl(origin, description.image)] : undefined,
    datePublished: description.published,
    dateModified: description.modified,
    inLanguage: lang,
    mainEntityOfPage: absoluteUrl(origin, withLanguage(lang, description.path)),
    author: { '@type': 'Organization', name: company.name, url: origin },
    publisher: { '@id': `${origin}/#organization` },
  };
}

async function jobPosting(context: Context, id: number): Promise<JsonLd | null> {
  const { db, lang, origin, company } = context;
  const form = await findForm(db, lang, id);
  if (!form) return null;
  const text = [form.sub_title, form.description, form.conditions].filter(Boolean).join('\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: form.title,
    description: text,
    datePosted: form.created_at,
    directApply: true,
    url: absoluteUrl(origin, withLanguage(lang, context.description.path)),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: origin,
      logo: absoluteUrl(origin, company.logo),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'IR' },
    },
  };
}

async function breadcrumbs(context: Context): Promise<JsonLd | null> {
  const { db, lang, origin, company, page, description } = context;
  if (page.kind === 'home') return null;
  const trail: { name: string; path: string }[] = [{ name: company.name, path: '/' }];
  const parent = page.kind === 'post' ? 'blog-page' : page.kind === 'apply' ? 'v1-page' : null;
  if (parent) {
    const [content] = await findPagesByPolicy(db, lang, parent);
    const title = content?.sections[0]?.title;
    if (title) trail.push({ name: title, path: parent === 'blog-page' ? '/blog-list' : '/v' });
  }
  trail.push({ name: description.title ?? company.name, path: description.path });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, withLanguage(lang, crumb.path)),
    })),
  };
}

export async function structuredData(context: Context): Promise<JsonLd[]> {
  const { page } = context;
  const items = await Promise.all([
    organization(context),
    page.kind === 'home' ? faqPage(context) : null,
    page.kind === 'post' ? blogPosting(context) : null,
    page.kind === 'apply' ? jobPosting(context, page.id) : null,
    breadcrumbs(context),
  ]);
  return items.filter((item): item is JsonLd => item !== null);
}
