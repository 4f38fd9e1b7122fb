// One language of a translated item, field by field beside the source language (in groups
// under their titles when the kind has them), with its save (and the conflict a stale save
// shows), its publishing and the words for what was refused. The item's own parts (a post's
// banner, a page's address) come in as slots.
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { ConflictPanel } from './conflict-panel';
import { fieldGroups } from './field-groups';
import { FieldRow } from './field-row';
import type { ItemField, ItemId, ItemKind, TranslatedItem } from './item-kind';
import { languageName } from './language-name';
import { PublishBar } from './publish-bar';
import { useLanguageEdits } from './use-language-edits';

interface LanguageEditorProps<F extends string, E extends TranslatedItem<F>, I extends ItemId> {
  kind: ItemKind<F, E, I>;
  item: E;
  lang: string;
  /** Names the item: someone else changed this post (this page) meanwhile. */
  conflictTitle: string;
  revisionsHref: string;
  /** Under the fields, from what is being written (a post's address follows its title). */
  underFields?(unsaved: Partial<Record<F, string>>): ReactNode;
  /** The item's own sections before publishing, with publishing's refusals about them. */
  sections?(refusals: Record<string, string[]>): ReactNode;
  /** Refusals without a language that those sections show themselves. */
  shownElsewhere?: readonly string[];
  /** More in the publishing section (a post's preview), while edits are unsaved or not. */
  publishing?(unsaved: boolean): ReactNode;
}

export function LanguageEditor<F extends string, E extends TranslatedItem<F>, I extends ItemId>(
  props: LanguageEditorProps<F, E, I>,
) {
  const { kind, item, lang } = props;
  const { t } = useLocale();
  const edits = useLanguageEdits(kind, item, lang);
  const [publishRefusals, setPublishRefusals] = useState<Record<string, string[]>>({});
  const language = item.languages[lang]!;
  const source = item.languages[item.sourceLanguage];
  const sourceName = languageName(t, item.sourceLanguage);
  const fields = kind.fields(item);
  const fieldName = (field: string) => kind.fieldName(t, field, item);
  if (!edits.ready) return <Loading />;
  const unsaved: Partial<Record<F, string>> = edits.edits?.fields ?? {};
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
          title={props.conflictTitle}
          fields={fields}
          fieldName={fieldName}
          current={edits.conflict}
          lang={lang}
          mine={unsaved}
          busy={edits.status === 'saving'}
          onResolve={(keepMine) => void edits.resolve(edits.conflict!, keepMine)}
        />
      )}
      <div className="grid gap-4">
        {fieldGroups(fields).map(({ group, fields: grouped }) => {
          const rows = grouped.map(({ key: field, control }: ItemField<F>) => (
            <FieldRow
              key={field}
              field={field}
              label={kind.fieldLabel?.(t, field, item) ?? fieldName(field)}
              control={control}
              value={unsaved[field] ?? language.fields[field]}
              state={language.fieldStates[field] ?? 'missing'}
              unsaved={unsaved[field] !== undefined}
              rule={edits.refusals[field]?.[0] ?? publishRefusals[`${lang}.${field}`]?.[0]}
              lang={lang}
              direction={language.direction}
              source={
                lang !== item.sourceLanguage && source
                  ? {
                      value: source.fields[field],
                      lang: item.sourceLanguage,
                      direction: source.direction,
                      label: t.editor.source(sourceName),
                    }
                  : undefined
              }
              generation={edits.generation}
              onChange={(value) => edits.change(field, value)}
            />
          ));
          return group ? (
            <fieldset key={group.key} className="grid gap-4 rounded border border-slate-300 p-3">
              <legend className="px-1 text-lg font-bold">
                <span lang={group.lang} dir="auto">
                  {group.title}
                </span>
              </legend>
              {rows}
            </fieldset>
          ) : (
            <Fragment key="fields">{rows}</Fragment>
          );
        })}
      </div>
      {props.underFields?.(unsaved)}
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
        <Link className="link" to={props.revisionsHref}>
          {t.editor.revisions}
        </Link>
      </div>
      {props.sections?.(publishRefusals)}
      <PublishBar
        kind={kind}
        item={item}
        lang={lang}
        unsaved={edits.edits !== null}
        refusals={publishRefusals}
        shownElsewhere={props.shownElsewhere}
        onRefused={setPublishRefusals}
      >
        {props.publishing?.(edits.edits !== null)}
      </PublishBar>
    </div>
  );
}
