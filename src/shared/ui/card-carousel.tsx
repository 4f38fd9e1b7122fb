// A row of cards that slides. Until the row comes near the screen (or gets the focus or a
// pointer) it is a still row laid out as Swiper lays it out, with as many cards per view;
// then Swiper loads and takes over. The first screen of a page never waits for Swiper.
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { CARD_GAP_PX } from './card-carousel-props';
import type { Breakpoints, CardCarouselProps } from './card-carousel-props';
import { useNearScreen } from './use-near-screen';

const SwiperCardCarousel = lazy(() =>
  import('./swiper-card-carousel').then((module) => ({ default: module.SwiperCardCarousel })),
);

/** Each card's width for n cards per view, as Swiper computes it. */
const cardWidth = (perView: number) =>
  `calc((100% - ${(perView - 1) * CARD_GAP_PX}px) / ${perView})`;

function stillRowStyle(id: string, breakpoints: Breakpoints): string {
  const cards = `[data-card-row="${id}"] > div > div`;
  const rules = [`${cards}{flex:0 0 ${cardWidth(1)}}`];
  for (const [width, { slidesPerView }] of Object.entries(breakpoints).sort(
    ([a], [b]) => Number(a) - Number(b),
  )) {
    rules.push(`@media (min-width:${width}px){${cards}{flex-basis:${cardWidth(slidesPerView)}}}`);
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
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const [touched, setTouched] = useState(false);
  const live = near || touched;
  return (
    <div
      ref={ref}
      className="w-full max-w-full min-w-0"
      onFocusCapture={() => setTouched(true)}
      onPointerEnter={() => setTouched(true)}
    >
      {live ? (
        <Suspense fallback={<StillRow {...props} />}>
          <SwiperCardCarousel {...props} />
        </Suspense>
      ) : (
        <StillRow {...props} />
      )}
    </div>
  );
}
