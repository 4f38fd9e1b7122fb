// A chevron that points along the reading direction (forward) or against it (back), in
// right-to-left and left-to-right pages alike: for previous/next buttons.
export function ReadingChevron({ back = false }: { back?: boolean }) {
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
