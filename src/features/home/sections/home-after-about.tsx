// After the about section: a title, two descriptions and a slogan.
import type { PageSection } from '@contract/pages';

export function HomeAfterAbout({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const descriptions = section.components
    .filter((c) => c.value === 'home-after-about-description')
    .slice(0, 2);
  return (
    <section className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-3">
        <h2 className="text-3xl font-bold">{find('home-after-about-title')?.text}</h2>
        {descriptions.map((description) => (
          <p key={description.id} className="text-lg text-slate-700">
            {description.text}
          </p>
        ))}
        <p className="text-xl font-bold text-accent md:col-span-3">
          {find('home-after-about-slogan')?.text}
        </p>
      </div>
    </section>
  );
}
