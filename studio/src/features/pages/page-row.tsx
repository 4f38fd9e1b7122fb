// One custom page in the list: its title (a link to its editor), its address (as the
// default language has it, without a prefix), each language's state and whether it is
// published, in words, and when it last changed.
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { recordPath } from '@contract/site-pages';
import type { pageListItem } from '@contract/studio/custom-pages';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { pageHref } from '@studio/shared/paths';
import { LanguageStates } from '@studio/shared/translated-items/language-states';
import { formatTime } from '@studio/shared/ui/format-time';

export function PageRow({ page }: { page: z.infer<typeof pageListItem> }) {
  const { language } = useLocale();
  return (
    <tr>
      <th scope="row" className="font-normal">
        <Link className="link" to={pageHref(page.id)} dir="auto">
          {page.title}
        </Link>
      </th>
      <td>
        <bdi dir="ltr">{decodeURIComponent(recordPath.customPage(page.path))}</bdi>
      </td>
      <td>
        <LanguageStates languages={page.languages} />
      </td>
      <td>{formatTime(page.updatedAt, language)}</td>
    </tr>
  );
}
