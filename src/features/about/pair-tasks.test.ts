import { describe, expect, it } from 'vitest';
import type { PageComponent } from '@contract/pages';
import { pairTasks } from './pair-tasks';

const c = (id: number, value: string, text: string): PageComponent => ({
  id,
  value,
  text,
  text_with_ckeditor: null,
  link: null,
  desktop_media: null,
});

describe('pairTasks', () => {
  it('pairs headings and descriptions by position, whatever comes between them', () => {
    const tasks = pairTasks([
      c(1, 'about-tasks-hint', 'hint'),
      c(2, 'about-tasks-heading', 'Safety'),
      c(3, 'about-tasks-heading', 'Punctuality'),
      c(4, 'about-tasks-description', 'Standards'),
      c(5, 'about-tasks-description', 'Planning'),
      c(6, 'about-tasks-heading', 'Hospitality'),
    ]);
    expect(tasks).toEqual([
      { id: 2, heading: 'Safety', description: 'Standards' },
      { id: 3, heading: 'Punctuality', description: 'Planning' },
      { id: 6, heading: 'Hospitality', description: '' },
    ]);
  });
});
