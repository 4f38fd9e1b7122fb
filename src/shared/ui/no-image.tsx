// The placeholder shown for a missing or broken image or video.
import { useLanguage } from '../language/language-context';

export function NoImage({ className = '' }: { className?: string }) {
  const { t } = useLanguage();
  return (
    <div
      role="img"
      aria-label={t.noImage}
      className={`flex items-center justify-center bg-slate-200 text-slate-600 ${className}`}
    >
      <span className="text-sm font-semibold">{t.noImage}</span>
    </div>
  );
}
