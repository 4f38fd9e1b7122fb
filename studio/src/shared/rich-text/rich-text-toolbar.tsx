// The body's formatting buttons (each says whether it is on) and its link form, which
// refuses script and data addresses with the service's own words for them.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { isUnsafeLink } from './unsafe-link';

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useLocale();
  const id = useId();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [refused, setRefused] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { name: 'bold', label: t.editor.bold, run: () => chain().toggleBold().run() },
    { name: 'italic', label: t.editor.italic, run: () => chain().toggleItalic().run() },
    {
      name: 'heading',
      label: t.editor.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    { name: 'bulletList', label: t.editor.bulletList, run: () => chain().toggleBulletList().run() },
    {
      name: 'orderedList',
      label: t.editor.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
  ] as const;

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (isUnsafeLink(address)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setLinking(false);
    if (address) chain().extendMarkRange('link').setLink({ href: address }).run();
    else chain().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label={t.editor.toolbar} className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <button
            key={button.name}
            type="button"
            className="button-quiet aria-pressed:bg-brand aria-pressed:text-white"
            aria-pressed={active[button.name]}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
        <button
          type="button"
          className="button-quiet aria-pressed:bg-brand aria-pressed:text-white"
          aria-pressed={active.link}
          aria-expanded={linking}
          aria-controls={`${id}-link`}
          onClick={() => {
            setHref(editor.getAttributes('link').href ?? '');
            setLinking(!linking);
          }}
        >
          {t.editor.link}
        </button>
      </div>
      {linking && (
        <form id={`${id}-link`} onSubmit={applyLink} className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-href`}>{t.editor.linkAddress}</label>
            <input
              id={`${id}-href`}
              className="field"
              dir="ltr"
              value={href}
              aria-invalid={refused}
              aria-describedby={refused ? `${id}-refused` : undefined}
              onChange={(event) => setHref(event.target.value)}
            />
          </div>
          <button type="submit" className="button-quiet">
            {t.editor.linkApply}
          </button>
          {refused && (
            <p id={`${id}-refused`} role="alert" className="w-full text-sm font-bold text-danger">
              {t.rules.unsafeLink}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
