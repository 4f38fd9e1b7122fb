// A job card: title, up to 2 tags, the description's lines as bullets and the 'send
// request' link to the job's application page.
import { Link } from 'react-router-dom';
import type { JobListItem } from '@contract/forms';
import { descriptionLines, firstTags } from '@shared/content/list-rules';
import { useLanguage } from '@shared/language/language-context';
import { getHref } from '@shared/paths';
import { TagList } from '@shared/ui/tag-list';

export const JOB_CARD_TAGS = 2;

export function JobCard({ job }: { job: JobListItem }) {
  const { lang, t } = useLanguage();
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow">
      <h3 className="text-xl font-bold">{job.title}</h3>
      <TagList tags={firstTags(job.tags, JOB_CARD_TAGS)} label={t.blog.tags} />
      <ul className="list-disc space-y-1 ps-5 text-slate-700">
        {descriptionLines(job.description).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <Link
        to={getHref.apply(lang, job.id, job.title)}
        className="mt-auto self-start rounded-full bg-brand px-5 py-2 font-semibold text-white"
      >
        {t.careers.sendRequest}
        <span className="sr-only">: {job.title}</span>
      </Link>
    </article>
  );
}
