// A post's or a job's tags as a row of pills, the list named for screen readers.
interface Props {
  tags: readonly { id: number; title: string }[];
  label: string;
  /** On a dark panel (the featured post) the pills are a light tint of it. */
  onDark?: boolean;
}

export function TagList({ tags, label, onDark = false }: Props) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className={`rounded-full px-3 py-1 text-sm ${onDark ? 'bg-white/15' : 'bg-sky-100'}`}
        >
          {tag.title}
        </li>
      ))}
    </ul>
  );
}
