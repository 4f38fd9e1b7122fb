// The direction a submission's language is written in: the site's languages are few, and
// these are the right-to-left ones among those it could have.
const RIGHT_TO_LEFT = new Set(['fa', 'ar', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi', 'sd']);

export const textDirection = (lang: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr';
