// Publishing: this language, or every language that is ready (all its fields done) and has
// changes visitors do not see yet; withdrawing this language, or every published one. Refusals on this language's
// fields and the banner's show beside them (onRefused); other languages' show here.
import { useId } from 'react';
import type { PostEditor } from '@contract/studio/posts';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import { rememberPost } from './api/get-post';
import { usePreviewPost } from './api/preview-post';
import { usePublishPost } from './api/publish-post';
import type { PublishChange } from './api/publish-post';
import { languageName } from './language-name';
import { PublishedBadge } from './state-badge';

interface PublishBarProps {
  post: PostEditor;
  lang: string;
  unsaved: boolean;
  refusals: Record<string, string[]>;
  onRefused(fields: Record<string, string[]>): void;
}

export function PublishBar({ post, lang, unsaved, refusals, onRefused }: PublishBarProps) {
  const { t } = useLocale();
  const publish = usePublishPost();
  const preview = usePreviewPost();
  const noneReadyId = useId();
  const language = post.languages[lang]!;
  const name = languageName(t, lang);
  const published = Object.entries(post.languages)
    .filter(([, other]) => other.published)
    .map(([code]) => code);
  const ready = Object.entries(post.languages)
    .filter(([, other]) => other.state === 'done' && other.unpublishedChanges)
    .map(([code]) => code);
  const run = (action: PublishChange['action'], languages: string[]) => {
    onRefused({});
    publish.mutate(
      { action, id: post.id, version: post.version, languages },
      {
        onSuccess: () =>
          notify(
            'success',
            action === 'publishPost' ? t.editor.publishedNow : t.editor.withdrawnNow,
          ),
        onError: (error) => {
          if (isStaleWriteError(error)) rememberPost(error.current);
          if (isStudioApiError(error) && Object.keys(error.fields).length) onRefused(error.fields);
          else notify('error', refusalMessage(t, error));
        },
      },
    );
  };
  // This language's field refusals show beside the fields, the banner's in its section.
  const elsewhere = Object.entries(refusals).filter(
    ([key]) => !key.startsWith(`${lang}.`) && key !== 'banner',
  );

  return (
    <Section title={t.editor.publishing}>
      <div className="flex flex-wrap items-center gap-2">
        <PublishedBadge published={language.published} />
        {language.unpublishedChanges && (
          <span className="badge-outdated">{t.posts.unpublishedChanges}</span>
        )}
      </div>
      {unsaved && <p>{t.editor.saveFirst}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="button"
          disabled={unsaved || publish.isPending}
          onClick={() => run('publishPost', [lang])}
        >
          {t.editor.publish(name)}
        </button>
        {language.published && (
          <button
            type="button"
            className="button-quiet"
            disabled={publish.isPending}
            onClick={() => run('withdrawPost', [lang])}
          >
            {t.editor.withdraw(name)}
          </button>
        )}
        {published.length > 1 && (
          <button
            type="button"
            className="button-quiet"
            disabled={publish.isPending}
            onClick={() => run('withdrawPost', published)}
          >
            {t.editor.withdrawAll}
          </button>
        )}
        <button
          type="button"
          className="button-quiet"
          disabled={unsaved || preview.isPending}
          onClick={() =>
            preview.mutate(
              { id: post.id, lang },
              { onError: (error) => notify('error', refusalMessage(t, error)) },
            )
          }
        >
          {t.editor.preview(name)}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={unsaved || publish.isPending || ready.length === 0}
          aria-describedby={ready.length === 0 ? noneReadyId : undefined}
          onClick={() => run('publishPost', ready)}
        >
          {t.editor.publishReady}
        </button>
      </div>
      {preview.data && preview.variables?.lang === lang && (
        <p>
          <a href={preview.data.address} target="_blank" rel="noopener noreferrer" className="link">
            {t.editor.openPreview(name)}
          </a>{' '}
          <span className="text-sm text-slate-700">{t.editor.previewLasts}</span>
        </p>
      )}
      {ready.length === 0 && (
        <p id={noneReadyId} className="text-sm text-slate-700">
          {t.editor.noneReady}
        </p>
      )}
      {elsewhere.length > 0 && (
        <div role="alert">
          <ul className="grid gap-1 font-bold text-danger">
            {elsewhere.map(([key, rules]) => {
              const rule = t.rules[rules[0] ?? ''] ?? t.rules.invalid;
              if (!key.includes('.')) return <li key={key}>{rule}</li>;
              const [code = '', field = ''] = key.split('.');
              const fieldName = (t.posts.fields as Record<string, string>)[field] ?? field;
              return (
                <li key={key}>{t.editor.refusedIn(languageName(t, code), fieldName, rule)}</li>
              );
            })}
          </ul>
        </div>
      )}
    </Section>
  );
}
