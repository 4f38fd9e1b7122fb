// One language of a post, field by field beside the source language, with its save (and
// the conflict a stale save shows), its publishing and the words for what was refused.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { POST_FIELDS } from '@contract/studio/posts';
import type { PostEditor } from '@contract/studio/posts';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { postRevisionsHref } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { BannerSection } from './banner-section';
import { ConflictPanel } from './conflict-panel';
import { useLanguageEdits } from './drafts/use-language-edits';
import { FieldRow } from './field-row';
import { GallerySection } from './gallery-section';
import { LabelsSection } from './labels-section';
import { languageName } from './language-name';
import { PublishBar } from './publish-bar';
import { VisitorAddress } from './visitor-address';

export function LanguageEditor({ post, lang }: { post: PostEditor; lang: string }) {
  const { t } = useLocale();
  const edits = useLanguageEdits(post, lang);
  const [publishRefusals, setPublishRefusals] = useState<Record<string, string[]>>({});
  const language = post.languages[lang]!;
  const source = post.languages[post.sourceLanguage];
  const sourceName = languageName(t, post.sourceLanguage);
  if (!edits.ready) return <Loading />;
  const unsaved = edits.edits?.fields ?? {};
  const status =
    edits.status === 'saving'
      ? t.editor.saving
      : edits.status === 'offline'
        ? t.editor.keptOffline
        : edits.status === 'saved' && !edits.edits
          ? t.editor.saved
          : edits.restored
            ? t.editor.restored
            : '';

  return (
    <div className="grid gap-6">
      <p role="status" className="min-h-6">
        {status}
      </p>
      {edits.failure !== null && (
        <p role="alert" className="font-bold text-danger">
          {refusalMessage(t, edits.failure)}
        </p>
      )}
      {edits.conflict && (
        <ConflictPanel
          current={edits.conflict}
          lang={lang}
          mine={unsaved}
          busy={edits.status === 'saving'}
          onResolve={(keepMine) => void edits.resolve(edits.conflict!, keepMine)}
        />
      )}
      <div className="grid gap-4">
        {POST_FIELDS.map((field) => (
          <FieldRow
            key={field}
            field={field}
            value={unsaved[field] ?? language.fields[field]}
            state={language.fieldStates[field] ?? 'missing'}
            unsaved={unsaved[field] !== undefined}
            rule={edits.refusals[field]?.[0] ?? publishRefusals[`${lang}.${field}`]?.[0]}
            lang={lang}
            direction={language.direction}
            source={
              lang !== post.sourceLanguage && source
                ? {
                    value: source.fields[field],
                    lang: post.sourceLanguage,
                    direction: source.direction,
                    label: t.editor.source(sourceName),
                  }
                : undefined
            }
            generation={edits.generation}
            onChange={(value) => edits.change(field, value)}
          />
        ))}
      </div>
      <VisitorAddress
        id={post.id}
        lang={lang}
        title={unsaved.title ?? language.fields.title}
        savedTitle={language.fields.title}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="button"
          disabled={!edits.edits || edits.status === 'saving'}
          aria-busy={edits.status === 'saving'}
          onClick={() => void edits.save()}
        >
          {t.editor.save}
        </button>
        <Link className="link" to={postRevisionsHref(post.id)}>
          {t.editor.revisions}
        </Link>
      </div>
      <BannerSection post={post} lang={lang} refusals={publishRefusals} />
      <GallerySection post={post} lang={lang} refusals={publishRefusals} />
      <LabelsSection post={post} lang={lang} />
      <PublishBar
        post={post}
        lang={lang}
        unsaved={edits.edits !== null}
        refusals={publishRefusals}
        onRefused={setPublishRefusals}
      />
    </div>
  );
}
