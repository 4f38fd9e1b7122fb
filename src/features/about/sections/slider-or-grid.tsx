// More than two entries slide; two or fewer stand in a static grid.
import type { ReactNode } from 'react';
import { CardCarousel } from '@shared/ui/card-carousel';
import type { Breakpoints } from '@shared/ui/card-carousel-props';

export function SliderOrGrid({
  items,
  breakpoints,
  label,
}: {
  items: { key: number; node: ReactNode }[];
  breakpoints: Breakpoints;
  label: string;
}) {
  if (items.length > 2)
    return <CardCarousel items={items} breakpoints={breakpoints} label={label} />;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
