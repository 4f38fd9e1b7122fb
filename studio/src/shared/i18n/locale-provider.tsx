// Provides the language and its words, and keeps <html lang dir> in step with them.
import { use, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STUDIO_LANGUAGES } from '@contract/studio/roles';
import type { StudioLanguage } from '@contract/studio/roles';
import { useSession } from '@studio/shared/api/session-query';
import { dictionary, directionOf } from './dictionaries';
import { LocaleContext } from './locale-context';

const STORED = 'parvaz-studio-language';

function storedLanguage(): StudioLanguage {
  const stored = localStorage.getItem(STORED);
  return STUDIO_LANGUAGES.find((language) => language === stored) ?? 'fa';
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [chosen, setChosen] = useState(storedLanguage);
  const language = session.data?.account.language ?? chosen;
  // Suspends the first time English is asked for, until its chunk is here.
  const t = use(dictionary(language));

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    // The sign-in screen of this device speaks the language last used here.
    localStorage.setItem(STORED, language);
  }, [language]);

  const locale = useMemo(() => ({ language, t, chooseLanguage: setChosen }), [language, t]);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
