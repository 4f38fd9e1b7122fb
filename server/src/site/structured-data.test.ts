// The JSON-LD of each page against what search engines require and recommend for its
// type (Google's structured-data documentation: Organization, JobPosting, BlogPosting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { siteDirWithShell } from '@tests/support/site-dir';

const ORIGIN = 'https://parvaz.example';
const site = siteDirWithShell();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    serveSite: true,
    env: { SITE_DIR: site.dir, SSR_ENTRY: `${site.dir}/no-renderer.js`, PUBLIC_ORIGIN: ORIGIN },
  });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

type Node = Record<string, unknown> & { '@type': string };

async function jsonLdOf(url: string, type: string): Promise<Node> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const nodes = [
    ...response.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Node);
  const node = nodes.find((item) => item['@type'] === type);
  expect(node, `${type} on ${url}`).toBeDefined();
  expect(node!['@context']).toBe('https://schema.org');
  return node!;
}

const POSTAL_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: expect.any(String),
  addressLocality: expect.any(String),
  postalCode: expect.stringMatching(/^\d{10}$/),
  addressCountry: 'IR',
};

describe('structured data', () => {
  it.each([
    ['/', 'تهران'],
    ['/en/about', 'Tehran'],
    ['/ar/about', 'طهران'],
  ])(
    'describes the airline on %s with an international telephone and a full address',
    async (url, town) => {
      const organization = await jsonLdOf(url, 'Organization');
      expect(organization.telephone).toMatch(/^\+98-\d{2}-\d{8}$/);
      expect(organization.address).toEqual({ ...POSTAL_ADDRESS, addressLocality: town });
      expect(organization).toMatchObject({
        name: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        logo: expect.stringMatching(/^https:\/\//),
        contactPoint: { telephone: organization.telephone },
      });
    },
  );

  it.each([
    [
      '/forms/1-%D9%85%D9%87%D9%85%D8%A7%D9%86%D8%AF%D8%A7%D8%B1-%D9%BE%D8%B1%D9%88%D8%A7%D8%B2/apply',
    ],
    ['/en/forms/1-flight-attendant/apply'],
    ['/ar/forms/1-%D9%85%D8%B6%D9%8A%D9%81-%D8%AC%D9%88%D9%8A/apply'],
  ])(
    'gives the job on %s every property a job posting needs and the recommended ones',
    async (url) => {
      const job = await jsonLdOf(url, 'JobPosting');
      // Required.
      expect(job.title).toEqual(expect.any(String));
      expect(job.datePosted).toBe('2026-06-01T08:00:00Z');
      expect(job.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: expect.any(String),
      });
      expect(job.jobLocation).toEqual({ '@type': 'Place', address: POSTAL_ADDRESS });
      // The description is HTML: the duties as a list, the conditions under a heading.
      expect(job.description).toMatch(
        /^<p>[^<]+<\/p><ul>(<li>[^<]+<\/li>){4}<\/ul><h3>[^<]+<\/h3><p>[^<]+<\/p>$/,
      );
      // Recommended.
      expect(job.validThrough).toBe('2026-12-31T20:30:00Z');
      expect(Date.parse(job.validThrough as string)).toBeGreaterThan(
        Date.parse(job.datePosted as string),
      );
      expect(job.employmentType).toBe('FULL_TIME');
      expect(job.identifier).toEqual({
        '@type': 'PropertyValue',
        name: expect.any(String),
        value: '1',
      });
      expect(job.directApply).toBe(true);
    },
  );

  it('gives a post its headline, image, dates and author', async () => {
    const post = await jsonLdOf('/en/blog-list/3-kish-island-in-winter', 'BlogPosting');
    expect(post).toMatchObject({
      headline: 'Kish Island in winter',
      image: [expect.stringMatching(/^https:\/\//)],
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: { '@type': 'Organization', name: 'Parvaz Airlines' },
    });
  });
});
