/** How long a toast stays before it closes itself, unless the visitor hovers it. */
export const TOAST_AUTO_CLOSE_MS = 5000;
