// The content-type chips of the media and portfolio pages (all, podcasts, reels,
// documentaries, reports) in a row that scrolls sideways and snaps: 2 visible, 4 from
// 500px, 5 from 906px. Below 906px the next chip shows in part, with a fade at the row's
// end, so a visitor sees there are more. Native scrolling keeps the row light and follows
// keyboard focus.
import { MEDIA_TYPES } from '@contract/media-types';
import type { MediaType } from '@contract/media-types';
import { useLanguage } from '../language/language-context';
import { ScrollRow } from '../ui/scroll-row';

export type TypeChoice = MediaType | '';

export function TypeFilter({
  value,
  onChange,
}: {
  value: TypeChoice;
  onChange(type: TypeChoice): void;
}) {
  const { t } = useLanguage();
  const choices: { type: TypeChoice; label: string }[] = [
    { type: '', label: t.catalogue.all },
    ...MEDIA_TYPES.map((type) => ({ type, label: t.catalogue[type] })),
  ];
  return (
    <ScrollRow label={t.catalogue.filters} className="snap-x snap-mandatory">
      {choices.map(({ type, label }) => (
        <li
          key={type || 'all'}
          className="shrink-0 basis-[45%] snap-start px-1 min-[500px]:basis-[23%] min-[906px]:basis-1/5"
        >
          <button
            type="button"
            aria-pressed={value === type}
            onClick={() => onChange(type)}
            className={`min-h-11 w-full rounded-full border px-3 font-semibold whitespace-nowrap ${value === type ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white'}`}
          >
            {label}
          </button>
        </li>
      ))}
    </ScrollRow>
  );
}
