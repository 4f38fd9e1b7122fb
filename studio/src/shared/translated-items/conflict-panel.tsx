// A save based on an older version: the fields where the editor's text and the current
// version differ, each with a choice of keeping one's own or taking the other, then a save
// against the current version.
import { useState } from 'react';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import type { ItemField, TranslatedItem } from './item-kind';

interface ConflictPanelProps<F extends string> {
  /** Names the item: someone else changed this post (this page) meanwhile. */
  title: string;
  fields: readonly ItemField<F>[];
  fieldName(field: F): string;
  current: TranslatedItem<F>;
  lang: string;
  mine: Partial<Record<F, string>>;
  busy: boolean;
  onResolve(keepMine: F[]): void;
}

export function ConflictPanel<F extends string>(props: ConflictPanelProps<F>) {
  const { t } = useLocale();
  const { lang, mine } = props;
  const theirs = props.current.languages[lang];
  const rich = new Set(
    props.fields.filter((field) => field.control === 'rich').map((field) => field.key),
  );
  const differing = props.fields
    .map((field) => field.key)
    .filter((field) => mine[field] !== undefined && mine[field] !== theirs?.fields[field]);
  const [choices, setChoices] = useState<Partial<Record<F, 'mine' | 'theirs'>>>({});
  const shown = (value: string | undefined, field: F) =>
    rich.has(field) ? (
      <div
        className="rich-text"
        lang={lang}
        dir={theirs?.direction}
        // Both sides are bodies the service sanitized, or the editor's own Tiptap output.
        dangerouslySetInnerHTML={{ __html: value ?? '' }}
      />
    ) : (
      <p lang={lang} dir={theirs?.direction}>
        {value}
      </p>
    );
  return (
    <Section title={props.title}>
      <p>{t.conflict.intro}</p>
      {differing.map((field) => (
        <fieldset key={field} className="grid gap-3 rounded border border-slate-300 p-3">
          <legend className="px-1 font-bold">{props.fieldName(field)}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {(['mine', 'theirs'] as const).map((side) => (
              <div key={side} className="grid gap-1 rounded border border-slate-300 p-2">
                <label className="flex items-center gap-2 font-bold">
                  <input
                    type="radio"
                    name={`conflict-${field}`}
                    checked={(choices[field] ?? 'mine') === side}
                    onChange={() => setChoices({ ...choices, [field]: side })}
                  />
                  {side === 'mine' ? t.conflict.keepMine : t.conflict.takeTheirs}
                </label>
                {shown(side === 'mine' ? mine[field] : theirs?.fields[field], field)}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button justify-self-start"
        disabled={props.busy}
        onClick={() => props.onResolve(differing.filter((field) => choices[field] !== 'theirs'))}
      >
        {t.conflict.saveAgain}
      </button>
    </Section>
  );
}
