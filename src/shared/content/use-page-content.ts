// GET /pages/v1/Page/?page_policy__value=NAME: a page's sections (the first page returned),
// with helpers to read a section's components by value.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PageComponent, PagePolicy } from '@contract/pages';
import { readQuery } from '../api/read-query';

export const pageContentQuery = (lang: string, policy: PagePolicy) =>
  queryOptions({
    ...readQuery('pages', lang, { page_policy__value: policy }),
    select: (pages) => pages[0] ?? null,
  });

export const usePageContent = (lang: string, policy: PagePolicy) =>
  useQuery(pageContentQuery(lang, policy));

export function componentsOf(page: Page | null | undefined, section: string): PageComponent[] {
  return page?.sections.find((s) => s.value === section)?.components ?? [];
}

export function componentOf(page: Page | null | undefined, section: string, value: string) {
  return componentsOf(page, section).find((c) => c.value === value);
}
