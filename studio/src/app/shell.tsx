// The frame of every signed-in screen: skip link, header with the sections and sign-out,
// then the screen in <main>.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Loading } from '@studio/shared/ui/loading';
import { StudioNav } from './studio-nav';
import { useSignOut } from './use-sign-out';

export const MAIN_ID = 'main';

export function Shell() {
  const { t } = useLocale();
  const signOut = useSignOut();
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t.app.skipLink}
      </a>
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="me-auto text-lg font-bold">{t.app.name}</p>
          <StudioNav />
          <button
            type="button"
            className="button-on-brand"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            {t.app.signOut}
          </button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
