// A row of cards that slides with Swiper: how many show depends on the width (Swiper
// breakpoints). Loaded by CardCarousel when the row comes near the screen.
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useLanguage } from '../language/language-context';

import { CARD_GAP_PX } from './card-carousel-props';
import type { CardCarouselProps } from './card-carousel-props';

export function SwiperCardCarousel({ items, breakpoints, label, dots = true }: CardCarouselProps) {
  const { dir, t } = useLanguage();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[A11y, Navigation, Pagination]}
      spaceBetween={CARD_GAP_PX}
      slidesPerView={1}
      breakpoints={breakpoints}
      pagination={dots ? { clickable: true } : false}
      a11y={{
        enabled: true,
        containerMessage: label,
        paginationBulletMessage: t.slider.goTo,
        slideLabelMessage: t.slider.slide,
      }}
      className={`w-full max-w-full min-w-0 ${dots ? '!pb-10' : ''}`}
    >
      {items.map((item) => (
        <SwiperSlide key={item.key} className="!h-auto">
          {item.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
