// A post's gallery: the photo slider with previous/next and a counter, and a strip of
// thumbnails that follows the slide and moves two at a time. Thumbnails are buttons, so
// the gallery works from the keyboard.
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { BlogPost } from '../../../../contract/blog';
import { useLanguage } from '../../../shared/language/language-context';
import { Media } from '../../../shared/ui/media';

export const THUMBS_PER_STEP = 2;

export function PostGallery({ items }: { items: BlogPost['gallery'] }) {
  const { dir, t } = useLanguage();
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  if (items.length === 0) return null;

  const arrow = 'grid size-11 place-items-center rounded-full bg-white shadow disabled:opacity-40';
  return (
    <section aria-label={t.blog.gallery} className="grid gap-3">
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y]}
        onSwiper={setMain}
        onSlideChange={(swiper) => {
          setActive(swiper.activeIndex);
          thumbs?.slideTo(swiper.activeIndex);
        }}
        className="w-full overflow-hidden rounded-[1.25rem]"
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.photo_file}>
            <figure>
              <Media
                desktop={item.photo_file}
                alt={item.title}
                // On a phone the first picture is on the first screen, below the banner.
                priority={index === 0}
                sizes="(max-width: 1023px) 100vw, 50rem"
                width={1600}
                height={900}
                className="aspect-video w-full object-cover"
              />
              {item.title && (
                <figcaption className="mt-2 text-sm text-slate-600">{item.title}</figcaption>
              )}
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrow}
          aria-label={t.blog.previousSlide}
          disabled={active === 0}
          onClick={() => main?.slidePrev()}
        >
          <Arrow back />
        </button>
        <p aria-live="polite" className="min-w-16 text-center font-semibold">
          {t.blog.slideCount(active + 1, items.length)}
        </p>
        <button
          type="button"
          className={arrow}
          aria-label={t.blog.nextSlide}
          disabled={active === items.length - 1}
          onClick={() => main?.slideNext()}
        >
          <Arrow />
        </button>
      </div>
      <Swiper
        key={`thumbs-${dir}`}
        dir={dir}
        onSwiper={setThumbs}
        slidesPerView={4}
        slidesPerGroup={THUMBS_PER_STEP}
        spaceBetween={8}
        watchSlidesProgress
        className="w-full"
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.photo_file}>
            <button
              type="button"
              onClick={() => main?.slideTo(index)}
              aria-label={item.title || t.blog.slideCount(index + 1, items.length)}
              aria-current={index === active ? 'true' : undefined}
              className={`block w-full overflow-hidden rounded-lg border-2 ${index === active ? 'border-[#0b2545]' : 'border-transparent opacity-70'}`}
            >
              <Media
                desktop={item.photo_file}
                alt=""
                sizes="8rem"
                width={160}
                height={90}
                className="aspect-video w-full object-cover"
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      className={back ? 'ltr:-scale-x-100' : 'rtl:-scale-x-100'}
    >
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
