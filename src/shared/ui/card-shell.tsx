// The shell every card of the site shares: a white rounded box, its picture on top at a
// fixed ratio (the phone version on small screens when there is one), and its body below,
// filling the card's height so the cards of a row end together. A card off the screen is
// not laid out or painted until it nears it (content-visibility), keeping the size it last
// had: a phone shows one card at a time, and the first layout of a list of nine was one of
// the longest tasks of its first visit. Nothing of a card reaches past its box to be cut.
import type { ReactNode } from 'react';
import { Media } from './media';

interface Props {
  desktop: string | null | undefined;
  phone?: string | null;
  /** The picture's width in the layout, for the browser to pick its size. */
  sizes: string;
  /** 16:9 for posts and catalogue items, 3:2 for services. */
  ratio?: 'video' | 'photo';
  bodyClassName?: string;
  children: ReactNode;
}

const RATIOS = {
  video: { width: 1600, height: 900, className: 'aspect-video' },
  photo: { width: 1200, height: 800, className: 'aspect-[3/2]' },
} as const;

export function CardShell({
  desktop,
  phone,
  sizes,
  ratio = 'video',
  bodyClassName = 'gap-2 p-4',
  children,
}: Props) {
  const { width, height, className } = RATIOS[ratio];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow [contain-intrinsic-block-size:auto_24rem] [content-visibility:auto]">
      <Media
        desktop={desktop}
        phone={phone}
        alt=""
        sizes={sizes}
        width={width}
        height={height}
        className={`${className} w-full object-cover`}
      />
      <div className={`flex flex-1 flex-col ${bodyClassName}`}>{children}</div>
    </article>
  );
}
