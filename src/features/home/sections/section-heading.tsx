// The hint and title every home section opens with.
export function SectionHeading({
  hint,
  title,
  id,
}: {
  hint?: string | null;
  title?: string | null;
  id?: string;
}) {
  return (
    <div className="mb-8 text-center">
      {hint && <p className="font-semibold text-accent">{hint}</p>}
      {title && (
        <h2 id={id} className="mt-1 text-3xl font-bold">
          {title}
        </h2>
      )}
    </div>
  );
}
