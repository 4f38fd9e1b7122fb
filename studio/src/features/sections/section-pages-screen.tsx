// The fixed pages whose texts the studio edits (home, about, services): each named in studio
// words, a link to its texts, with each language's state and whether it is published.
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { sectionPageHref } from '@studio/shared/paths';
import { LanguageStates } from '@studio/shared/translated-items/language-states';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { useSectionPages } from './api/get-section-pages';

export function SectionPagesScreen() {
  const { t, language } = useLocale();
  const pages = useSectionPages();

  return (
    <Screen title={t.sections.title}>
      <p>{t.sections.intro}</p>
      {!pages.data ? (
        <Loading />
      ) : (
        <DataTable
          caption={t.sections.caption}
          columns={[t.sections.page, t.sections.languages, t.posts.updated]}
        >
          {pages.data.results.map((page) => (
            <tr key={page.policy}>
              <th scope="row" className="font-normal">
                <Link className="link" to={sectionPageHref(page.policy)}>
                  {t.sections.names[page.policy]}
                </Link>
              </th>
              <td>
                <LanguageStates languages={page.languages} />
              </td>
              <td>{formatTime(page.updatedAt, language)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Screen>
  );
}
