// A Swiper that starts on the visitor's first touch, click or focus, not while the page
// comes to life: starting one measures and restyles every slide, a task of 25–45 ms on a
// 2-core machine and a long one on a phone. Until then the markup, laid out by Swiper's
// stylesheet, shows the first slides just as the started slider does. It starts from a
// capture-phase handler, before the event reaches the slider, so Swiper's own pointer
// listener still takes the touch that started it and the first swipe moves the slides.
import { useCallback, useEffect, useState } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/** The slider's events the screen follows. */
export type SwiperEvents = { slideChange?: (swiper: Swiper) => void };

const started = new WeakMap<HTMLElement, Swiper>();

export function useSwiperOnDemand(options: SwiperOptions, events: SwiperEvents = {}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { slideChange } = events;

  const start = useCallback((): Swiper | null => {
    if (!element) return null;
    let swiper = started.get(element);
    if (!swiper) {
      swiper = new Swiper(element, { ...options, on: { slideChange: (s) => slideChange?.(s) } });
      started.set(element, swiper);
    }
    return swiper;
  }, [element, options, slideChange]);

  useEffect(() => {
    if (!element) return;
    return () => {
      started.get(element)?.destroy(true, false);
      started.delete(element);
    };
  }, [element]);

  /** `setElement` is the slider element's ref; `start` starts it, once, and returns it. */
  return { setElement, start };
}
