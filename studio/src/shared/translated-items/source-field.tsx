// A field of the source language, read-only beside its translation, in its own direction.
interface SourceFieldProps {
  rich: boolean;
  value: string;
  lang: string;
  direction: 'rtl' | 'ltr';
  label: string;
}

export function SourceField({ rich, value, lang, direction, label }: SourceFieldProps) {
  return (
    <div className="grid gap-1">
      <span className="text-sm text-slate-700">{label}</span>
      {rich ? (
        // Bodies are sanitized by the service when saved, with what the site renders with.
        <div
          lang={lang}
          dir={direction}
          className="rich-text rounded border border-slate-300 bg-slate-50 p-3"
          dangerouslySetInnerHTML={{ __html: value }}
        />
      ) : (
        <p lang={lang} dir={direction} className="rounded border border-slate-300 bg-slate-50 p-3">
          {value}
        </p>
      )}
    </div>
  );
}
