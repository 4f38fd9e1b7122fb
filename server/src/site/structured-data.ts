// JSON-LD for search engines: the airline as an Organization on every page, FAQPage on
// the home page, BlogPosting on posts, JobPosting on application pages and a
// BreadcrumbList wherever a page sits below another. Typed with schema-dts, so the
// type-check holds every property to schema.org's vocabulary.
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Organization,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import type { Company } from '@contract/company';
import { withLanguage } from '@contract/site-addresses';
import type { Db } from '../db/database';
import { findCompanyPostalAddress, listSocialLinks } from '../modules/company/queries';
import { listFaqs } from '../modules/faq/queries';
import { findForm, findJobPostingFacts } from '../modules/forms/queries';
import { findPagesByPolicy } from '../modules/pages/queries';
import { absoluteUrl } from '@contract/absolute-url';
import type { DescribedPage } from './describe-page';
import { escapeHtml } from './render-head';
import type { SitePage } from './site-pages';
import { SITE_PAGES } from '@contract/site-pages';

export type JsonLd = WithContext<
  Organization | FAQPage | BlogPosting | JobPosting | BreadcrumbList
>;

const HOME_FAQ_LIMIT = 4;

interface Context {
  db: Db;
  lang: string;
  origin: string;
  company: Company;
  page: SitePage;
  description: DescribedPage;
}

/** The company's postal address, with the town, postal code and country search engines ask for. */
async function postalAddress({ db, lang, company }: Context): Promise<PostalAddress> {
  const address = await findCompanyPostalAddress(db, lang, company.id);
  return {
    '@type': 'PostalAddress',
    streetAddress: company.address,
    ...(address?.address_locality && { addressLocality: address.address_locality }),
    ...(address?.postal_code && { postalCode: address.postal_code }),
    ...(address?.address_country && { addressCountry: address.address_country }),
  };
}

async function organization(context: Context): Promise<WithContext<Organization>> {
  const { db, lang, origin, company } = context;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    url: absoluteUrl(origin, withLanguage(lang, SITE_PAGES.home)),
    logo: absoluteUrl(origin, company.logo),
    description: company.description,
    email: company.email,
    telephone: company.phone_number,
    address: await postalAddress(context),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone_number,
      email: company.email,
    },
    sameAs: (await listSocialLinks(db)).map((link) => link.url).filter(Boolean),
  };
}

async function faqPage({ db, lang }: Context): Promise<WithContext<FAQPage> | null> {
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

function blogPosting({ lang, origin, company, description }: Context): WithContext<BlogPosting> {
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

/** The job as HTML, as Google asks: the subtitle, the duties (one a line) as a list, and
 * the conditions under their own heading. */
function jobDescriptionHtml(form: {
  sub_title: string;
  description: string;
  conditions_title: string;
  conditions: string;
}): string {
  const duties = form.description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    form.sub_title && `<p>${escapeHtml(form.sub_title)}</p>`,
    duties.length > 0 &&
      `<ul>${duties.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    form.conditions &&
      `<h3>${escapeHtml(form.conditions_title)}</h3><p>${escapeHtml(form.conditions)}</p>`,
  ]
    .filter(Boolean)
    .join('');
}

async function jobPosting(context: Context, id: number): Promise<WithContext<JobPosting> | null> {
  const { db, lang, origin, company } = context;
  const form = await findForm(db, lang, id);
  if (!form) return null;
  const facts = await findJobPostingFacts(db, lang, id);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: form.title,
    description: jobDescriptionHtml(form),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(form.id) },
    datePosted: form.created_at,
    ...(facts?.closes_at && { validThrough: facts.closes_at }),
    ...(facts?.employment_type && { employmentType: facts.employment_type }),
    directApply: true,
    url: absoluteUrl(origin, withLanguage(lang, context.description.path)),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: origin,
      logo: absoluteUrl(origin, company.logo),
    },
    jobLocation: { '@type': 'Place', address: await postalAddress(context) },
  };
}

async function breadcrumbs(context: Context): Promise<WithContext<BreadcrumbList> | null> {
  const { db, lang, origin, company, page, description } = context;
  if (page.kind === 'home') return null;
  const trail: { name: string; path: string }[] = [{ name: company.name, path: SITE_PAGES.home }];
  const parent = page.kind === 'post' ? 'blog-page' : page.kind === 'apply' ? 'v1-page' : null;
  if (parent) {
    const [content] = await findPagesByPolicy(db, lang, parent);
    const title = content?.sections[0]?.title;
    if (title) {
      trail.push({
        name: title,
        path: parent === 'blog-page' ? SITE_PAGES.blogList : SITE_PAGES.careers,
      });
    }
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
