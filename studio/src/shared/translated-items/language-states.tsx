// Each language of a listed item: its translation's state and whether it is published, in
// words.
import { useLocale } from '@studio/shared/i18n/locale-context';
import type { FieldState } from '@contract/studio/posts';
import { languageName } from './language-name';
import { PublishedBadge, StateBadge } from './state-badge';

interface LanguageStatesProps {
  languages: Record<string, { state: FieldState; published: boolean }>;
}

export function LanguageStates({ languages }: LanguageStatesProps) {
  const { t } = useLocale();
  return (
    <ul className="grid gap-2">
      {Object.entries(languages).map(([code, state]) => (
        <li key={code} className="flex flex-wrap items-center gap-2">
          <StateBadge state={state.state} label={languageName(t, code)} />
          <PublishedBadge published={state.published} />
        </li>
      ))}
    </ul>
  );
}
