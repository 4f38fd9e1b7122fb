// Sharing a post: copy its address (with a toast saying so) and, where the browser has
// it, the system share sheet.
import { useHydrated } from '@shared/hydration/use-hydrated';
import { useLanguage } from '@shared/language/language-context';
import { showToast } from '@shared/ui/show-toast';

export function ShareButtons({ title }: { title: string }) {
  const { t } = useLanguage();
  // The share sheet is the browser's; the service's HTML never offers it.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const button =
    'flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold';

  const copy = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t.blog.linkCopied, { toastId: 'link-copied' });
    } catch {
      window.prompt(t.blog.copyLink, url);
    }
  };
  const share = () => {
    // A cancelled share sheet rejects; there is nothing to tell the visitor.
    navigator.share({ title, url: window.location.href }).catch(() => undefined);
  };

  return (
    <div role="group" aria-label={t.blog.share} className="flex flex-wrap gap-2">
      <button type="button" className={button} onClick={() => void copy()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {t.blog.copyLink}
      </button>
      {canShare && (
        <button type="button" className={button} onClick={share}>
          {t.blog.share}
        </button>
      )}
    </div>
  );
}
