// Keeps the language of the address, the stored preference and the document in step:
// an unprefixed address takes a visitor to their stored language; switching moves to the
// same page in the new language, stores the choice and scrolls to the top.
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Dictionary } from '../../locales/fa';
import { cachedDictionary, loadDictionary } from '../../locales/load-dictionary';
import { fa } from '../../locales/fa';
import { useLanguages } from '../content/use-languages';
import { whenIdle } from '../hydration/when-idle';
import { useQueryPersistence } from '../offline/use-query-persistence';
import { LanguageContext } from './language-context';
import type { LanguageState } from './language-context';
import { DEFAULT_LANGUAGE, directionIn } from '@contract/site-languages';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, fallbackLanguages } from './language-rules';

interface Props {
  /** The language named by the address prefix, undefined on Persian (plain) addresses. */
  prefix?: string;
  /** Turns an address of this page into the same page's address in another language. */
  addressIn(lang: string): string;
  children: ReactNode;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(lang: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private modes may refuse storage; the address still carries the language.
  }
}

export function LanguageProvider({ prefix, addressIn, children }: Props) {
  const lang = prefix ?? DEFAULT_LANGUAGE;
  const navigate = useNavigate();
  const location = useLocation();
  useQueryPersistence(lang);
  const languagesQuery = useLanguages(lang);
  const [t, setT] = useState<Dictionary>(() => cachedDictionary(lang) ?? fa);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);
  const fetching = useIsFetching();

  const languages = languagesQuery.data ?? fallbackLanguages(lang);
  const dir = directionIn(languages, lang);

  useEffect(() => {
    let current = true;
    void loadDictionary(lang).then((dictionary) => current && setT(dictionary));
    // Written only when they change: even an equal value makes the browser restyle the
    // whole page, a long task right while a rendered page is hydrated.
    const root = document.documentElement;
    if (root.lang !== lang) root.lang = lang;
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    // As for the language: written only when it changes.
    const root = document.documentElement;
    if (root.dir !== dir) root.dir = dir;
  }, [dir]);

  // An unprefixed address is Persian unless the visitor chose another language before.
  // The browser's first read of local storage in a page is slow (it loads the storage),
  // so it waits for an idle moment rather than lengthen the task that hydrates the page.
  useEffect(() => {
    const languageList = languagesQuery.data;
    if (prefix || !languageList) return;
    return whenIdle(() => {
      const preferred = chooseLanguage(languageList, readStored(), lang);
      if (preferred !== lang)
        navigate(addressIn(preferred) + location.search + location.hash, { replace: true });
    });
  }, [prefix, languagesQuery.data, lang, navigate, addressIn, location.search, location.hash]);

  // A switch is under way while the new language's requests are still being fetched.
  const switching = switchedTo === lang && fetching > 0;

  const state = useMemo<LanguageState>(
    () => ({
      lang,
      dir,
      languages,
      t,
      switching,
      setLanguage(code) {
        store(code);
        if (code === lang) return;
        setSwitchedTo(code);
        navigate(addressIn(code) + location.search);
        window.scrollTo({ top: 0 });
      },
    }),
    [lang, dir, languages, t, switching, navigate, addressIn, location.search],
  );

  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}
