// The FAQ accordion: one question open at a time; the open one closes when clicked again;
// six placeholder rows while loading, and the spec's message when the list fails.
import { useId, useState } from 'react';
import type { PageSection } from '@contract/pages';
import { useLanguage } from '@shared/language/language-context';
import { ErrorMessage } from '@shared/ui/error-message';
import { Skeleton } from '@shared/ui/skeleton';
import { useHomeFaqs } from '../api/use-faqs';
import { SectionHeading } from './section-heading';
import { readFailed } from '@shared/api/read-failed';

export function HomeFaq({ section }: { section: PageSection }) {
  const { lang, t } = useLanguage();
  const faqs = useHomeFaqs(lang);
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const find = (value: string) => section.components.find((c) => c.value === value);
  if (faqs.isSuccess && faqs.data.results.length === 0) return null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <SectionHeading hint={find('home-faq-hint')?.text} title={find('home-faq-title')?.text} />
      {readFailed(faqs) && <ErrorMessage error={t.faqLoadFailed} />}
      {faqs.isPending && (
        <div className="grid gap-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      )}
      <ul className="grid gap-3">
        {(faqs.data?.results ?? []).map((faq) => {
          const open = openId === faq.id;
          return (
            <li key={faq.id} className="rounded-xl bg-white shadow">
              <h3>
                <button
                  type="button"
                  id={`${baseId}-q${faq.id}`}
                  aria-expanded={open}
                  aria-controls={`${baseId}-a${faq.id}`}
                  onClick={() => setOpenId(open ? null : faq.id)}
                  className="flex w-full items-center justify-between gap-4 p-4 text-start font-semibold"
                >
                  {faq.question}
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              </h3>
              <div
                id={`${baseId}-a${faq.id}`}
                role="region"
                aria-labelledby={`${baseId}-q${faq.id}`}
                hidden={!open}
                className="px-4 pb-4 text-slate-700"
              >
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
