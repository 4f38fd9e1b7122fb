// Tasks on the about page pair each heading with the description in the same position.
import type { PageComponent } from '@contract/pages';

export interface Task {
  id: number;
  heading: string;
  description: string;
}

export function pairTasks(components: PageComponent[]): Task[] {
  const headings = components.filter((c) => c.value === 'about-tasks-heading');
  const descriptions = components.filter((c) => c.value === 'about-tasks-description');
  return headings.map((heading, index) => ({
    id: heading.id,
    heading: heading.text ?? '',
    description: descriptions[index]?.text ?? '',
  }));
}
