// A translation's state in words on a badge whose colour only repeats what the words say.
import type { FieldState } from '@contract/studio/posts';
import { useLocale } from '@studio/shared/i18n/locale-context';

const CLASS: Record<FieldState, string> = {
  missing: 'badge-missing',
  outdated: 'badge-outdated',
  done: 'badge',
};

export function StateBadge({ state, label }: { state: FieldState; label?: string }) {
  const { t } = useLocale();
  return (
    <span className={`${CLASS[state]} whitespace-nowrap`} data-state={state}>
      {label ? `${label}: ` : ''}
      {t.posts.states[state]}
    </span>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useLocale();
  return (
    <span className="badge-neutral whitespace-nowrap">
      {published ? t.posts.published : t.posts.notPublished}
    </span>
  );
}
