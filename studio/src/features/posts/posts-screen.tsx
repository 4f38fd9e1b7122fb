// The blog posts: a page of 20 at a time, searched and filtered by a language's missing
// or outdated translations (all in the address), and a form for a new post.
import { useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { DataTable } from '@studio/shared/ui/data-table';
import { Loading } from '@studio/shared/ui/loading';
import { Pager } from '@studio/shared/ui/pager';
import { Screen } from '@studio/shared/ui/screen';
import { ITEMS_PAGE, itemFilterFrom } from '@studio/shared/translated-items/item-filter';
import { ItemFilters } from '@studio/shared/translated-items/item-filters';
import { usePosts } from './api/get-posts';
import { NewPostForm } from './new-post-form';
import { PostRow } from './post-row';

const FALLBACK_LANGUAGES = ['fa', 'en', 'ar'];

export function PostsScreen() {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const filter = itemFilterFrom(search);
  const posts = usePosts(filter);
  const results = posts.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((posts.data?.count ?? 0) / ITEMS_PAGE));
  const languages = results[0] ? Object.keys(results[0].languages) : FALLBACK_LANGUAGES;

  return (
    <Screen title={t.posts.title}>
      <ItemFilters key={search.toString()} filter={filter} languages={languages} />
      {posts.isPending ? (
        <Loading />
      ) : results.length === 0 ? (
        <p role="status">{t.posts.none}</p>
      ) : (
        <>
          <p role="status">{t.posts.count(posts.data?.count ?? 0)}</p>
          <DataTable
            caption={t.posts.caption}
            columns={[t.posts.postTitle, t.editor.languages, t.posts.updated]}
          >
            {results.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </DataTable>
        </>
      )}
      <Pager label={t.posts.pages} page={filter.page} pages={pages} />
      <NewPostForm />
    </Screen>
  );
}
