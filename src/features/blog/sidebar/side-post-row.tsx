// One post in a sidebar list: its thumbnail, its linked title and, where the list shows
// them, its first words.
import { Link } from 'react-router-dom';
import type { BlogListItem } from '@contract/blog';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { Media } from '@shared/ui/media';

const THUMBNAILS = {
  small: { pixels: 64, className: 'size-16' },
  large: { pixels: 80, className: 'size-20' },
};

interface Props {
  post: Pick<BlogListItem, 'id' | 'title' | 'short_description' | 'banner'>;
  thumbnail: keyof typeof THUMBNAILS;
  withDescription?: boolean;
}

export function SidePostRow({ post, thumbnail, withDescription = false }: Props) {
  const { lang } = useLanguage();
  const { pixels, className } = THUMBNAILS[thumbnail];
  const title = (
    <Link
      to={getHref.blogPost(lang, post.id, post.title)}
      className="line-clamp-2 font-semibold hover:underline"
    >
      {post.title}
    </Link>
  );
  return (
    <li className={withDescription ? 'flex gap-3' : 'flex items-center gap-3'}>
      <Media
        desktop={post.banner.desktop_banner}
        alt=""
        sizes={`${pixels / 16}rem`}
        width={pixels}
        height={pixels}
        className={`${className} shrink-0 rounded-lg object-cover`}
      />
      {withDescription ? (
        <div className="grid content-start gap-1">
          {title}
          <p className="line-clamp-2 text-sm text-slate-600">{post.short_description}</p>
        </div>
      ) : (
        title
      )}
    </li>
  );
}
