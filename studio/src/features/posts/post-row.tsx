// One post in the list: its title (a link to its editor), each language's state and
// whether it is published, in words, and when it last changed.
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { postListItem } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { formatTime } from '@studio/shared/ui/format-time';
import { languageName } from './language-name';
import { PublishedBadge, StateBadge } from './state-badge';

export function PostRow({ post }: { post: z.infer<typeof postListItem> }) {
  const { t, language } = useLocale();
  return (
    <tr>
      <th scope="row" className="font-normal">
        <Link className="link" to={postHref(post.id)} dir="auto">
          {post.title}
        </Link>
      </th>
      <td>
        <ul className="grid gap-2">
          {Object.entries(post.languages).map(([code, state]) => (
            <li key={code} className="flex flex-wrap items-center gap-2">
              <StateBadge state={state.state} label={languageName(t, code)} />
              <PublishedBadge published={state.published} />
            </li>
          ))}
        </ul>
      </td>
      <td>{formatTime(post.updatedAt, language)}</td>
    </tr>
  );
}
