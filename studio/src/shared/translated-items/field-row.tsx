// One field of the language being edited: its state, the source's text beside it (unless
// this is the source), its control in the language's direction, and its broken rule.
import { Suspense, lazy, useId } from 'react';
import type { FieldState } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { SourceField } from './source-field';
import type { FieldControl } from './item-kind';
import { StateBadge } from './state-badge';

const RichTextEditor = lazy(() =>
  import('@studio/shared/rich-text/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

export interface FieldRowProps {
  field: string;
  label: string;
  control: FieldControl;
  value: string;
  state: FieldState;
  unsaved: boolean;
  rule?: string;
  lang: string;
  direction: 'rtl' | 'ltr';
  source?: { value: string; lang: string; direction: 'rtl' | 'ltr'; label: string };
  /** Changes when the value is replaced other than by typing, so the body editor reloads it. */
  generation: number;
  onChange(value: string): void;
}

export function FieldRow(props: FieldRowProps) {
  const { t } = useLocale();
  const id = useId();
  const errorId = props.rule ? `${id}-error` : undefined;
  const control = {
    id,
    lang: props.lang,
    dir: props.direction,
    className: 'field',
    value: props.value,
    'aria-invalid': Boolean(props.rule),
    'aria-describedby': errorId,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  return (
    <div className="grid gap-3 border-b border-slate-300 pb-4" data-field={props.field}>
      <div className="flex flex-wrap items-center gap-2">
        {/* The body's editor is no form control: it is named by the label's id instead. */}
        <label
          htmlFor={props.control === 'rich' ? undefined : id}
          id={`${id}-label`}
          className="font-bold"
        >
          {props.label}
        </label>
        <StateBadge state={props.state} />
        {props.unsaved && <span className="badge-neutral">{t.editor.unsaved}</span>}
      </div>
      <div className={props.source ? 'grid gap-4 md:grid-cols-2' : 'grid'}>
        {props.source && <SourceField rich={props.control === 'rich'} {...props.source} />}
        {props.control === 'line' ? (
          <input {...control} />
        ) : props.control === 'text' ? (
          <textarea {...control} rows={3} />
        ) : (
          <Suspense fallback={<Loading />}>
            <RichTextEditor
              key={props.generation}
              value={props.value}
              onChange={props.onChange}
              labelId={`${id}-label`}
              describedBy={errorId}
              invalid={Boolean(props.rule)}
              lang={props.lang}
              direction={props.direction}
            />
          </Suspense>
        )}
      </div>
      {props.rule && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {t.rules[props.rule] ?? t.rules.invalid}
        </p>
      )}
    </div>
  );
}
