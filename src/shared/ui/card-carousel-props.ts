// What every card row takes, whether shown still or by Swiper.
import type { ReactNode } from 'react';

/** Cards per view from a window width (in px) upwards, as Swiper's breakpoints. */
export type Breakpoints = Record<number, { slidesPerView: number }>;

export interface CardCarouselProps {
  items: { key: number | string; node: ReactNode }[];
  breakpoints: Breakpoints;
  label: string;
  /** Pagination dots under the cards; some rows (related posts, filter chips) have none. */
  dots?: boolean;
}

/** A row of logos: 6 a view; 5 below 1400px, 4 below 1100, 3 below 800, 2 below 600, 1 below 500. */
export const LOGO_ROW_BREAKPOINTS: Breakpoints = {
  500: { slidesPerView: 2 },
  600: { slidesPerView: 3 },
  800: { slidesPerView: 4 },
  1100: { slidesPerView: 5 },
  1400: { slidesPerView: 6 },
};

/** The space between two cards. */
export const CARD_GAP_PX = 24;

/** A slide's width with n per view and gaps between them, as Swiper computes it. */
export const slideWidth = (perView: number, gapPx = CARD_GAP_PX) =>
  `calc((100% - ${(perView - 1) * gapPx}px) / ${perView})`;
