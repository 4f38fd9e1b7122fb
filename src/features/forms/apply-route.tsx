// /forms/:slug/apply: the form's tags, title, sub-title, description and collapsible
// conditions, the form itself and its footer banner. The id before the first hyphen finds
// the form; a form that does not exist shows the not-found screen, any other failed
// request the error screen.
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '@shared/head/use-page-meta';
import { useLanguage } from '@shared/language/language-context';
import { InTurn } from '@shared/hydration/in-turn';
import { idFromSlug } from '@contract/slug';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { Skeleton } from '@shared/ui/skeleton';
import { ApplicationForm } from './application-form';
import { useCustomForm } from './use-custom-form';
import { readFailed, readMissing } from '@shared/api/read-failed';
import { NotFound, notFoundMeta } from '@shared/ui/not-found';

export function Component() {
  const { lang, t } = useLanguage();
  const { slug = '' } = useParams();
  const id = idFromSlug(slug);
  const form = useCustomForm(lang, id ?? 0);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const conditionsId = useId();
  const missing = id === undefined || (readFailed(form) && readMissing(form.error));
  usePageMeta(
    missing ? notFoundMeta(t) : { title: form.data?.title, description: form.data?.sub_title },
  );
  if (missing) return <NotFound />;
  if (readFailed(form)) throw form.error;
  if (form.isPending) return <Skeleton className="mx-auto my-12 h-96 max-w-3xl" />;
  const data = form.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <header className="grid gap-3">
        <ul className="flex flex-wrap gap-2">
          {data.tags.map((tag) => (
            <li
              key={tag.id}
              className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-brand"
            >
              {tag.title}
            </li>
          ))}
        </ul>
        <h1 className="text-3xl font-bold">{data.title}</h1>
        <p className="text-lg font-semibold text-slate-700">{data.sub_title}</p>
        <ul className="list-disc space-y-1 ps-6 text-slate-700">
          {data.description
            .split('\n')
            .filter(Boolean)
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
        </ul>
        {data.conditions && (
          <div className="rounded-xl bg-white p-4 shadow">
            <button
              type="button"
              aria-expanded={conditionsOpen}
              aria-controls={conditionsId}
              onClick={() => setConditionsOpen((open) => !open)}
              className="flex w-full justify-between font-semibold"
            >
              {data.conditions_title || t.application.conditions}
              <span aria-hidden="true">{conditionsOpen ? '−' : '+'}</span>
            </button>
            <p id={conditionsId} hidden={!conditionsOpen} className="mt-2 text-slate-700">
              {data.conditions}
            </p>
          </div>
        )}
      </header>
      <InTurn>
        <ApplicationForm form={data} />
      </InTurn>
      {data.footer_banner && (
        <Media
          desktop={data.footer_banner.desktop_media}
          phone={data.footer_banner.phone_media}
          alt=""
          {...MEDIA_BOX.wide}
          className="w-full rounded-[1.25rem] object-cover"
        />
      )}
    </div>
  );
}
