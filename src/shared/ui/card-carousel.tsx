// A row of cards that slides. Until the row is on the screen (or gets the focus or a
// pointer) it is a still row laid out as Swiper lays it out, with as many cards per view;
// then Swiper, loaded when the row came near, takes over. The first screen of a page never
// waits for Swiper, and rows further down cost nothing until the visitor gets there.
import { useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { CARD_GAP_PX, slideWidth } from './card-carousel-props';
import type { Breakpoints, CardCarouselProps } from './card-carousel-props';
import { useNearScreen } from './use-near-screen';

// Rows swap to Swiper only once its code is here, so the swap is one commit (no Suspense
// round) and every row renders the same component from then on.
let SwiperCarousel: ComponentType<CardCarouselProps> | undefined;
const loadSwiperCarousel = () =>
  import('./swiper-card-carousel').then((module) => {
    SwiperCarousel = module.SwiperCardCarousel;
  });

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
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, { prepare: loadSwiperCarousel, onScreen: true });
  // A visitor who reaches the row first (focus, pointer) brings Swiper in at once.
  const [reached, setReached] = useState(false);
  const reach = () => {
    if (!reached)
      loadSwiperCarousel().then(
        () => setReached(true),
        () => undefined,
      );
  };
  return (
    <div
      ref={ref}
      className="w-full max-w-full min-w-0"
      onFocusCapture={reach}
      onPointerEnter={reach}
    >
      {(near || reached) && SwiperCarousel ? (
        <SwiperCarousel {...props} />
      ) : (
        <StillRow {...props} />
      )}
    </div>
  );
}
