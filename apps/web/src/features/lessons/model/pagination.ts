// Spec §2 and §9: pages = total / 21 rounded up; previous, numbered pages, next.

/** How many pages `total` lessons fill (0 when there are none). */
export function countPages(total: number, size: number): number {
  return Math.ceil(Math.max(0, total) / size);
}

export type PageItem = number | 'gap';

/** The page buttons to show: every page up to 7, else the first, the last and the current one's neighbours. */
export function listPageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
