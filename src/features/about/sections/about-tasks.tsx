// Tasks: the mission, then heading and description pairs (a slider of 3, 1 at or below 906px).
import type { PageSection } from '@contract/pages';
import { pairTasks } from '../pair-tasks';
import { SliderOrGrid } from './slider-or-grid';

export function AboutTasks({ section }: { section: PageSection }) {
  const find = (value: string) => section.components.find((c) => c.value === value);
  const tasks = pairTasks(section.components);
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <p className="font-semibold text-accent">{find('about-tasks-hint')?.text}</p>
        <h2 className="mt-1 mb-8 text-3xl font-bold">{find('about-tasks-mission')?.text}</h2>
        <SliderOrGrid
          label={find('about-tasks-hint')?.text ?? ''}
          breakpoints={{ 907: { slidesPerView: 3 } }}
          items={tasks.map((task) => ({
            key: task.id,
            node: (
              <article className="h-full rounded-2xl bg-slate-50 p-6">
                <h3 className="text-xl font-bold">{task.heading}</h3>
                <p className="mt-2 text-slate-700">{task.description}</p>
              </article>
            ),
          }))}
        />
      </div>
    </section>
  );
}
