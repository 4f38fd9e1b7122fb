// Our place: where the head office is.
import type { PageSection } from '@contract/pages';

export function AboutOurPlace({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <p className="font-semibold text-accent">{find('about-our-place-hint')?.text}</p>
        <h2 className="mt-1 text-3xl font-bold">{find('about-our-place-heading')?.text}</h2>
        <p className="mt-4 text-lg text-slate-700">{find('about-our-place-description')?.text}</p>
      </div>
    </section>
  );
}
