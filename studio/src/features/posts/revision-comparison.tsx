// Two revisions of one language side by side, field by field, in the language's direction;
// the fields that differ say so in words.
import type { PostField } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { Section } from '@studio/shared/ui/section';
import { useComparison } from './api/compare-revisions';

function Shown({
  field,
  value,
  lang,
  dir,
}: {
  field: PostField;
  value: string;
  lang: string;
  dir: string;
}) {
  return field === 'body' ? (
    // Stored bodies are sanitized by the service when saved.
    <div className="rich-text" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: value }} />
  ) : (
    <p lang={lang} dir={dir}>
      {value}
    </p>
  );
}

export function RevisionComparison({ id, pair }: { id: number; pair: [number, number] }) {
  const { t } = useLocale();
  const comparison = useComparison(id, pair);
  if (!comparison.data) return <Loading />;
  const { lang, direction, fields } = comparison.data;
  return (
    <Section title={t.revisions.comparison}>
      {fields.map((row) => (
        <div
          key={row.field}
          className="grid gap-2 border-b border-slate-300 pb-3"
          data-changed={row.changed}
        >
          <h3 className="flex flex-wrap items-center gap-2 font-bold">
            {t.posts.fields[row.field]}
            <span className={row.changed ? 'badge-outdated' : 'badge-neutral'}>
              {row.changed ? t.revisions.differs : t.revisions.same}
            </span>
          </h3>
          <div className="grid gap-3 md:grid-cols-2">
            <div className="grid gap-1">
              <span className="text-sm text-slate-700">{t.revisions.older}</span>
              <Shown field={row.field} value={row.from} lang={lang} dir={direction} />
            </div>
            <div className="grid gap-1">
              <span className="text-sm text-slate-700">{t.revisions.newer}</span>
              <Shown field={row.field} value={row.to} lang={lang} dir={direction} />
            </div>
          </div>
        </div>
      ))}
    </Section>
  );
}
