// The frame of the screens before sign-in (setup, sign-in): the studio's name, a choice
// of language for this device, and the screen in <main>.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';

export function SignedOutFrame() {
  const { t, language, chooseLanguage } = useLocale();
  const other = language === 'fa' ? 'en' : 'fa';
  return (
    <>
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-3">
          <p className="me-auto text-lg font-bold">{t.app.name}</p>
          <button
            type="button"
            className="button-on-brand"
            lang={other}
            onClick={() => chooseLanguage(other)}
          >
            {t.app.otherLanguage}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
