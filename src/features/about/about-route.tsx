// The about page: header, tasks, directors, cooperators and our place, each hidden when
// its data is missing; back to the home page when loading ends with no page at all.
import { Navigate } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { PageSection } from '@contract/pages';
import { usePageContent } from '@shared/content/use-page-content';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { InTurn } from '@shared/hydration/in-turn';
import { getHref } from '@shared/paths';
import { ErrorMessage } from '@shared/ui/error-message';
import { Skeleton } from '@shared/ui/skeleton';
import { AboutCooperators } from './sections/about-cooperators';
import { AboutDirectors } from './sections/about-directors';
import { AboutHeader } from './sections/about-header';
import { AboutOurPlace } from './sections/about-our-place';
import { AboutTasks } from './sections/about-tasks';
import { readFailed } from '@shared/api/read-failed';

const SECTIONS: [string, ComponentType<{ section: PageSection }>][] = [
  ['about-header', AboutHeader],
  ['about-tasks', AboutTasks],
  ['about-directors', AboutDirectors],
  ['about-cooperators', AboutCooperators],
  ['about-our-place', AboutOurPlace],
];

export function Component() {
  const { lang } = useLanguage();
  const page = usePageContent(lang, 'about-page');
  usePageMeta({ title: page.data?.sections[0]?.title });
  if (readFailed(page)) return <ErrorMessage error={page.error} />;
  if (page.isPending) return <Skeleton className="mx-auto my-12 h-96 max-w-7xl" />;
  if (!page.data) return <Navigate to={getHref.home(lang)} replace />;
  return (
    <>
      {SECTIONS.map(([value, Section]) => {
        const section = page.data?.sections.find((s) => s.value === value);
        return section ? (
          <InTurn key={value}>
            <Section section={section} />
          </InTurn>
        ) : null;
      })}
    </>
  );
}
