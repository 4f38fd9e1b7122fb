// Publishing: this language, or every language that is ready (all its fields done) and has
// changes visitors do not see yet; withdrawing this language, or every published one (for
// kinds whose items can be withdrawn).
// Refusals on this language's fields (and those the item's sections show) show beside them
// (onRefused); other languages' show here.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { notify } from '@studio/shared/ui/notify';
import { Section } from '@studio/shared/ui/section';
import type { ItemId, ItemKind, PublishChange, TranslatedItem } from './item-kind';
import { languageName } from './language-name';
import { PublishedBadge } from './state-badge';

interface PublishBarProps<F extends string, E extends TranslatedItem<F>, I extends ItemId> {
  kind: ItemKind<F, E, I>;
  item: E;
  lang: string;
  unsaved: boolean;
  refusals: Record<string, string[]>;
  /** Refusals without a language that a section of the item shows itself (a post's banner). */
  shownElsewhere?: readonly string[];
  onRefused(fields: Record<string, string[]>): void;
  /** More of the item's own (a post's preview), after the buttons. */
  children?: ReactNode;
}

export function PublishBar<F extends string, E extends TranslatedItem<F>, I extends ItemId>(
  props: PublishBarProps<F, E, I>,
) {
  const { kind, item: post, lang, unsaved, refusals, onRefused } = props;
  const { t } = useLocale();
  const publish = useMutation({ mutationFn: kind.publish, onSuccess: kind.remember });
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
      { action, id: kind.idOf(post), version: post.version, languages },
      {
        onSuccess: () =>
          notify('success', action === 'publish' ? t.editor.publishedNow : t.editor.withdrawnNow),
        onError: (error) => {
          if (isStaleWriteError<E>(error)) kind.remember(error.current);
          if (isStudioApiError(error) && Object.keys(error.fields).length) onRefused(error.fields);
          else notify('error', refusalMessage(t, error));
        },
      },
    );
  };
  // This language's field refusals show beside the fields, a section's in the section.
  const elsewhere = Object.entries(refusals).filter(
    ([key]) => !key.startsWith(`${lang}.`) && !props.shownElsewhere?.includes(key),
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
          onClick={() => run('publish', [lang])}
        >
          {t.editor.publish(name)}
        </button>
        {kind.withdraws && language.published && (
          <button
            type="button"
            className="button-quiet"
            disabled={publish.isPending}
            onClick={() => run('withdraw', [lang])}
          >
            {t.editor.withdraw(name)}
          </button>
        )}
        {kind.withdraws && published.length > 1 && (
          <button
            type="button"
            className="button-quiet"
            disabled={publish.isPending}
            onClick={() => run('withdraw', published)}
          >
            {t.editor.withdrawAll}
          </button>
        )}
        <button
          type="button"
          className="button-quiet"
          disabled={unsaved || publish.isPending || ready.length === 0}
          aria-describedby={ready.length === 0 ? noneReadyId : undefined}
          onClick={() => run('publish', ready)}
        >
          {t.editor.publishReady}
        </button>
      </div>
      {props.children}
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
              // `<language>.<field>`, and a field's key may hold dots itself.
              const dot = key.indexOf('.');
              const code = key.slice(0, dot);
              const fieldName = kind.fieldName(t, key.slice(dot + 1), post);
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
