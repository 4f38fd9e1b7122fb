// A row of cards that slides. Until the row is on the screen (or gets the focus or a
// pointer) it is a still row laid out as Swiper lays it out, with as many cards per view;
// then Swiper, loaded when the row came near, takes over. The first screen of a page never
// waits for Swiper, and rows further down cost nothing until the visitor gets there.
import { useId } from 'react';
import { LiveLater } from '../hydration/live-later';
import { CARD_GAP_PX, slideWidth } from './card-carousel-props';
import type { Breakpoints, CardCarouselProps } from './card-carousel-props';

const loadSwiperCarousel = () =>
  import('./swiper-card-carousel').then((module) => module.SwiperCardCarousel);

function stillRowStyle(id: string, breakpoints: Breakpoints): string {
  const cards = `[data-card-row="${id}"] > div > div`;
  const rules = [`${cards}{flex:0 0 ${slideWidth(1)}}`];
  for (const [width, { slidesPerView }] of Object.entries(breakpoints).sort(
    ([a], [b]) => Number(a) - Number(b),
  )) {
    rules.push(`@media (min-width:${width}px){${cards}{flex-basis:${slideWidth(slidesPerView)}}}`);
  }
  return rules.join('');
}

function StillRow({ items, breakpoints, dots = true }: CardCarouselProps) {
  const id = useId();
  return (
    <div
      data-card-row={id}
      className={`w-full max-w-full min-w-0 overflow-hidden ${dots ? 'pb-10' : ''}`}
    >
      <style>{stillRowStyle(id, breakpoints)}</style>
      <div className="flex" style={{ gap: CARD_GAP_PX }}>
        {items.map((item) => (
          <div key={item.key} className="flex">
            {item.node}
          </div>
        ))}
      </div>
    </div>
  );
}

export function CardCarousel(props: CardCarouselProps) {
  return (
    <LiveLater
      still={StillRow}
      live={loadSwiperCarousel}
      props={props}
      when="on-screen"
      className="w-full max-w-full min-w-0"
    />
  );
}
