// A post's gallery: the photo slider with previous/next and a counter, and a strip of
// thumbnails that follows the slide and moves two at a time. Thumbnails are buttons, so
// the gallery works from the keyboard. Both sliders start when the visitor first uses them
// (use-swiper-on-demand.ts): until then they show what the started sliders show.
import { useCallback, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import type { Swiper } from 'swiper';
import { A11y } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import type { BlogPost } from '@contract/blog';
import { useLanguage } from '@shared/language/language-context';
import { slideWidth } from '@shared/ui/card-carousel-props';
import { Media } from '@shared/ui/media';
import { MEDIA_BOX } from '@shared/ui/media-box';
import { useSwiperOnDemand } from '@shared/ui/use-swiper-on-demand';
import { ReadingChevron } from '@shared/ui/reading-chevron';

export const THUMBS_PER_STEP = 2;
const THUMBS_PER_VIEW = 4;
const THUMBS_GAP_PX = 8;

const THUMBS_OPTIONS: SwiperOptions = {
  slidesPerView: THUMBS_PER_VIEW,
  slidesPerGroup: THUMBS_PER_STEP,
  spaceBetween: THUMBS_GAP_PX,
  watchSlidesProgress: true,
};
/** A thumbnail's place before its slider starts: the width and gap Swiper gives it. */
const STILL_THUMB: CSSProperties = {
  width: slideWidth(THUMBS_PER_VIEW, THUMBS_GAP_PX),
  marginInlineEnd: THUMBS_GAP_PX,
};

type Items = BlogPost['gallery'];

export function PostGallery({ items }: { items: Items }) {
  const { dir } = useLanguage();
  if (items.length === 0) return null;
  // Another direction or another set of photos is another pair of sliders.
  return <Gallery key={`${dir}:${items.map((item) => item.photo_file).join('|')}`} items={items} />;
}

function Gallery({ items }: { items: Items }) {
  const { dir, t } = useLanguage();
  const [active, setActive] = useState(0);
  const { setElement: setThumbsElement, start: startThumbs } = useSwiperOnDemand(THUMBS_OPTIONS);
  const followSlide = useCallback(
    (swiper: Swiper) => {
      setActive(swiper.activeIndex);
      startThumbs()?.slideTo(swiper.activeIndex);
    },
    [startThumbs],
  );
  const mainOptions = useMemo<SwiperOptions>(
    () => ({ modules: [A11y], a11y: { slideLabelMessage: t.slider.slide } }),
    [t],
  );
  const { setElement: setMainElement, start: startMain } = useSwiperOnDemand(mainOptions, {
    slideChange: followSlide,
  });

  const arrow = 'grid size-11 place-items-center rounded-full bg-white shadow disabled:opacity-40';
  return (
    <section aria-label={t.blog.gallery} className="grid gap-3">
      <div
        ref={setMainElement}
        dir={dir}
        className="swiper w-full overflow-hidden rounded-[1.25rem]"
        onPointerDownCapture={startMain}
      >
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={item.photo_file} className="swiper-slide">
              <figure>
                <Media
                  desktop={item.photo_file}
                  alt={item.title}
                  // On a phone the first picture is on the first screen, below the banner.
                  priority={index === 0}
                  sizes="(max-width: 1023px) 100vw, 50rem"
                  {...MEDIA_BOX.wide}
                  className="aspect-video w-full object-cover"
                />
                {item.title && (
                  <figcaption className="mt-2 text-sm text-slate-600">{item.title}</figcaption>
                )}
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrow}
          aria-label={t.blog.previousSlide}
          disabled={active === 0}
          onClick={() => startMain()?.slidePrev()}
        >
          <ReadingChevron back />
        </button>
        <p aria-live="polite" className="min-w-16 text-center font-semibold">
          {t.blog.slideCount(active + 1, items.length)}
        </p>
        <button
          type="button"
          className={arrow}
          aria-label={t.blog.nextSlide}
          disabled={active === items.length - 1}
          onClick={() => startMain()?.slideNext()}
        >
          <ReadingChevron />
        </button>
      </div>
      <div
        ref={setThumbsElement}
        dir={dir}
        className="swiper w-full"
        onPointerDownCapture={startThumbs}
        onFocusCapture={startThumbs}
      >
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={item.photo_file} className="swiper-slide" style={STILL_THUMB}>
              <button
                type="button"
                onClick={() => startMain()?.slideTo(index)}
                aria-label={item.title || t.blog.slideCount(index + 1, items.length)}
                aria-current={index === active ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-lg border-2 ${index === active ? 'border-brand' : 'border-transparent opacity-70'}`}
              >
                <Media
                  desktop={item.photo_file}
                  alt=""
                  {...MEDIA_BOX.thumbnail}
                  className="aspect-video w-full object-cover"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
