// A grey placeholder in the shape of what is loading.
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-xl bg-slate-200 ${className}`} />
  );
}
