// One post in the list: its title (a link to its editor), each language's state and
// whether it is published, in words, and when it last changed.
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { postListItem } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postHref } from '@studio/shared/paths';
import { LanguageStates } from '@studio/shared/translated-items/language-states';
import { formatTime } from '@studio/shared/ui/format-time';

export function PostRow({ post }: { post: z.infer<typeof postListItem> }) {
  const { language } = useLocale();
  return (
    <tr>
      <th scope="row" className="font-normal">
        <Link className="link" to={postHref(post.id)} dir="auto">
          {post.title}
        </Link>
      </th>
      <td>
        <LanguageStates languages={post.languages} />
      </td>
      <td>{formatTime(post.updatedAt, language)}</td>
    </tr>
  );
}
