// The body's rich-text editor (Tiptap), in a chunk of its own that comes with the editor
// screen. Each block carries dir="auto" (Tiptap's textDirection), so an English sentence
// in a Persian post reads left to right, and the ZWNJ of Persian words is kept as typed.
import StarterKit from '@tiptap/starter-kit';
import { EditorContent, useEditor } from '@tiptap/react';
import { useLayoutEffect, useRef } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  lang: string;
  direction: 'rtl' | 'ltr';
}

export function RichTextEditor(props: RichTextEditorProps) {
  const onChange = useRef(props.onChange);
  useLayoutEffect(() => {
    onChange.current = props.onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: false },
      }),
    ],
    content: props.value,
    textDirection: 'auto',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelId,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        'aria-invalid': String(props.invalid),
        lang: props.lang,
        class: 'field rich-text min-h-48',
      },
    },
    onUpdate: ({ editor: updated }) => onChange.current(updated.getHTML()),
  });

  return (
    <div className="grid gap-2" dir={props.direction}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
