// A row of cards that slides: how many show depends on the width (Swiper breakpoints).
// Only the screens that use it load it, so Swiper stays out of the first page load.
import type { ReactNode } from 'react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLanguage } from '../language/language-context';

type Breakpoints = Record<number, { slidesPerView: number }>;

export function CardCarousel({
  items,
  breakpoints,
  label,
  dots = true,
}: {
  items: { key: number | string; node: ReactNode }[];
  breakpoints: Breakpoints;
  label: string;
  /** Pagination dots under the cards; some rows (related posts, filter chips) have none. */
  dots?: boolean;
}) {
  const { dir } = useLanguage();
  return (
    <Swiper
      key={dir}
      dir={dir}
      modules={[A11y, Navigation, Pagination]}
      spaceBetween={24}
      slidesPerView={1}
      breakpoints={breakpoints}
      pagination={dots ? { clickable: true } : false}
      a11y={{ enabled: true, containerMessage: label }}
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
