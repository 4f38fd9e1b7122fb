// /v and /vv: the careers page (two designs of content, v1-page and v2-page): header,
// then the active jobs 3 a page with the sort menu. A failed request shows the error
// screen.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { apiRead } from '@shared/api/api-client';
import { readKey } from '@shared/api/read-query';
import { componentOf, usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { PagedGrid } from '@shared/paging/paged-grid';
import { readFirstPage, usePagedList } from '@shared/paging/use-paged-list';
import type { Paging } from '@shared/paging/use-paged-list';
import type { AddressReads } from '@shared/api/address-reads';
import { Dropdown } from '@shared/ui/dropdown';
import { PageHeader } from '@shared/catalogue/page-header';
import type { JobSort } from '@shared/catalogue/sort-options';
import { JOB_ORDERING } from '@shared/catalogue/sort-options';
import { JobCard } from './job-card';
import { readFailed } from '@shared/api/read-failed';

export const JOBS_PAGE_SIZE = 3;

/** The order a visitor sees first. */
const FIRST_SORT: JobSort = 'all';

/** The active jobs in one order, a page at a time. */
const jobsList = (lang: string, ordering: string | undefined) => ({
  key: readKey('jobs', lang, { ordering }),
  limit: JOBS_PAGE_SIZE,
  fetchPage: (paging: Paging) => apiRead('jobs', lang, { ...paging, ordering }),
});

export const addressReads: AddressReads = (client, { lang }) => [
  readFirstPage(client, jobsList(lang, JOB_ORDERING[FIRST_SORT])),
];

export function Component() {
  const { lang, t } = useLanguage();
  const variant = useLocation().pathname.endsWith('/vv') ? 'v2' : 'v1';
  const page = usePageContent(lang, `${variant}-page`);
  const [sort, setSort] = useState<JobSort>(FIRST_SORT);
  const list = usePagedList(jobsList(lang, JOB_ORDERING[sort]));
  const jobsTitle = componentOf(page.data, `${variant}-jobs`, `${variant}-jobs-title`)?.text ?? '';
  usePageMeta({ title: page.data?.sections[0]?.title });
  if (readFailed(page)) throw page.error;
  if (readFailed(list.query)) throw list.query.error;

  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10">
      <PageHeader page={page.data} prefix={variant} />
      <section aria-labelledby="jobs-title" className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="jobs-title" className="text-2xl font-bold">
            {jobsTitle}
          </h2>
          <Dropdown<JobSort>
            label={t.sort.label}
            value={sort}
            onChange={setSort}
            options={[
              { value: 'all', label: t.sort.all },
              { value: 'newest', label: t.sort.newest },
            ]}
          />
        </div>
        <PagedGrid
          list={list}
          label={jobsTitle}
          empty={t.careers.empty}
          itemKey={(job) => job.id}
          renderItem={(job) => <JobCard job={job} />}
        />
      </section>
    </div>
  );
}
