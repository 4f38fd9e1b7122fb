// Which page buttons the pager shows: every page when there are five or fewer; otherwise
// the first, the last, the current page and its neighbours, with a gap where pages are
// left out. The order is logical (1 first); right-to-left layouts show it mirrored.

export type PagerItem = number | 'gap';

export const ALL_PAGES_UP_TO = 5;

export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 0) return [];
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);

  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
