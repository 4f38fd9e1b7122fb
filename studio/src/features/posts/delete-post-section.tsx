// Deleting a post, drafts and revisions with it: asked twice, and only once none of its
// languages is published (withdrawing first tells visitors' offline copies it is gone).
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PostEditor } from '@contract/studio/posts';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { useDeletePost } from './api/delete-post';
import { rememberPost } from './api/get-post';

export function DeletePostSection({ post }: { post: PostEditor }) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [asked, setAsked] = useState(false);
  const blockedId = useId();
  const published = Object.values(post.languages).some((language) => language.published);

  const confirm = () =>
    remove.mutate(
      { id: post.id, version: post.version },
      {
        onSuccess: () => {
          notify('success', t.editor.postDeleted);
          navigate(paths.posts, { replace: true });
        },
        onError: (error) => {
          if (isStaleWriteError(error)) rememberPost(error.current);
          setAsked(false);
          notify('error', refusalMessage(t, error));
        },
      },
    );

  return (
    <Section title={t.editor.deletePost}>
      {published && <p id={blockedId}>{t.editor.deleteBlocked}</p>}
      {asked ? (
        <div role="group" aria-label={t.editor.deleteSure} className="grid gap-3">
          <p className="font-bold">{t.editor.deleteSure}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="button"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={confirm}
            >
              {t.editor.deleteForGood}
            </button>
            <button type="button" className="button-quiet" onClick={() => setAsked(false)}>
              {t.editor.keepPost}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button-quiet justify-self-start"
          disabled={published}
          aria-describedby={published ? blockedId : undefined}
          onClick={() => setAsked(true)}
        >
          {t.editor.deletePost}
        </button>
      )}
    </Section>
  );
}
