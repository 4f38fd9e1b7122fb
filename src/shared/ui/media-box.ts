// The boxes the site draws media in. Each kind's intrinsic size gives an image its aspect
// ratio before the file arrives (so nothing moves when it does); a kind drawn at one width
// everywhere also says that width, from which the browser picks the file's copy.
export const MEDIA_BOX = {
  /** Banners and wide pictures, 16:9. */
  wide: { width: 1600, height: 900 },
  /** Photos beside text, 3:2. */
  photo: { width: 1200, height: 800 },
  /** A gallery's thumbnail, 8rem wide. */
  thumbnail: { width: 160, height: 90, sizes: '8rem' },
  /** An icon or a portrait, a 4rem square. */
  icon: { width: 64, height: 64, sizes: '4rem' },
  /** A partner's or a licence's logo, 12rem wide. */
  logo: { width: 400, height: 240, sizes: '12rem' },
} as const;
