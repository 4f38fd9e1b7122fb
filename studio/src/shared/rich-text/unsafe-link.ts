// The links the service refuses in a body ('unsafeLink'), refused before they are made:
// script and data addresses, also when spaces or control characters hide the scheme.
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

export const isUnsafeLink = (href: string) =>
  // eslint-disable-next-line no-control-regex -- those characters are what it looks for
  UNSAFE_SCHEME.test(href.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
