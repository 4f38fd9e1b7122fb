// Two revisions of one language side by side, field by field, in the language's direction;
// the fields that differ say so in words.
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';

export interface Comparison {
  lang: string;
  direction: 'rtl' | 'ltr';
  fields: { field: string; from: string; to: string; changed: boolean }[];
}

function Shown({
  rich,
  value,
  lang,
  dir,
}: {
  rich: boolean;
  value: string;
  lang: string;
  dir: string;
}) {
  return rich ? (
    // Stored bodies are sanitized by the service when saved.
    <div className="rich-text" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: value }} />
  ) : (
    <p lang={lang} dir={dir}>
      {value}
    </p>
  );
}

interface RevisionComparisonProps {
  comparison: Comparison;
  fieldName(field: string): string;
  rich(field: string): boolean;
}

export function RevisionComparison({ comparison, fieldName, rich }: RevisionComparisonProps) {
  const { t } = useLocale();
  const { lang, direction, fields } = comparison;
  return (
    <Section title={t.revisions.comparison}>
      {fields.map((row) => (
        <div
          key={row.field}
          className="grid gap-2 border-b border-slate-300 pb-3"
          data-changed={row.changed}
        >
          <h3 className="flex flex-wrap items-center gap-2 font-bold">
            {fieldName(row.field)}
            <span className={row.changed ? 'badge-outdated' : 'badge-neutral'}>
              {row.changed ? t.revisions.differs : t.revisions.same}
            </span>
          </h3>
          <div className="grid gap-3 md:grid-cols-2">
            <div className="grid gap-1">
              <span className="text-sm text-slate-700">{t.revisions.older}</span>
              <Shown rich={rich(row.field)} value={row.from} lang={lang} dir={direction} />
            </div>
            <div className="grid gap-1">
              <span className="text-sm text-slate-700">{t.revisions.newer}</span>
              <Shown rich={rich(row.field)} value={row.to} lang={lang} dir={direction} />
            </div>
          </div>
        </div>
      ))}
    </Section>
  );
}
