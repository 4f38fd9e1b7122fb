// A row of cards that slides. Until the row is on the screen (or gets the focus or a
// pointer) it is a still row laid out as Swiper lays it out, with as many cards per view;
// then Swiper, loaded when the row came near, takes over. The first screen of a page never
// waits for Swiper, and rows further down cost nothing until the visitor gets there.
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { CARD_GAP_PX } from './card-carousel-props';
import type { Breakpoints, CardCarouselProps } from './card-carousel-props';
import { useNearScreen } from './use-near-screen';

const importSwiperCarousel = () => import('./swiper-card-carousel');

// Once loaded, the Swiper row renders at once (no Suspense round), so a row coming near
// the screen swaps in a single commit.
let LoadedSwiperCarousel: ComponentType<CardCarouselProps> | undefined;
const loadSwiperCarousel = () =>
  importSwiperCarousel().then((module) => {
    LoadedSwiperCarousel = module.SwiperCardCarousel;
  });

// For a row the visitor reaches (focus, pointer) before the code is there.
const LazySwiperCarousel = lazy(() =>
  importSwiperCarousel().then((module) => ({ default: module.SwiperCardCarousel })),
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
  const near = useNearScreen(ref, { prepare: loadSwiperCarousel, onScreen: true });
  const [touched, setTouched] = useState(false);
  const live = near || touched;
  return (
    <div
      ref={ref}
      className="w-full max-w-full min-w-0"
      onFocusCapture={() => setTouched(true)}
      onPointerEnter={() => setTouched(true)}
    >
      {live && LoadedSwiperCarousel ? (
        <LoadedSwiperCarousel {...props} />
      ) : live ? (
        <Suspense fallback={<StillRow {...props} />}>
          <LazySwiperCarousel {...props} />
        </Suspense>
      ) : (
        <StillRow {...props} />
      )}
    </div>
  );
}
