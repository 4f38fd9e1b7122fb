// The studio's addresses, under its base /studio (the router's basename), in one place.
export const paths = {
  home: '/',
  setup: '/setup',
  signIn: '/sign-in',
  account: '/account',
  accounts: '/accounts',
  audit: '/audit',
  posts: '/posts',
  post: '/posts/:id/:lang?',
  postRevisions: '/posts/:id/revisions',
  pages: '/pages',
  page: '/pages/:id/:lang?',
  pageRevisions: '/pages/:id/revisions',
  sectionPages: '/section-pages',
  sectionPage: '/section-pages/:policy/:lang?',
  sectionPageRevisions: '/section-pages/:policy/revisions',
  media: '/media',
  mediaItem: '/media/:id',
  inbox: '/inbox',
  inboxBox: '/inbox/:box',
  inboxItem: '/inbox/:box/:id',
  inboxRetention: '/inbox/retention',
  mailSettings: '/mail-settings',
} as const;

export const mediaItemHref = (id: number) => `/media/${id}`;

/** A post's editor, in one language (the screen picks one when none is named). */
export const postHref = (id: number, lang?: string) =>
  lang ? `/posts/${id}/${encodeURIComponent(lang)}` : `/posts/${id}`;

export const postRevisionsHref = (id: number) => `/posts/${id}/revisions`;

/** A custom page's editor, in one language (the screen picks one when none is named). */
export const pageHref = (id: number, lang?: string) =>
  lang ? `/pages/${id}/${encodeURIComponent(lang)}` : `/pages/${id}`;

export const pageRevisionsHref = (id: number) => `/pages/${id}/revisions`;

/** A fixed page's texts (home, about, services), in one language (else the screen picks). */
export const sectionPageHref = (policy: string, lang?: string) =>
  lang ? `/section-pages/${policy}/${encodeURIComponent(lang)}` : `/section-pages/${policy}`;

export const sectionPageRevisionsHref = (policy: string) => `/section-pages/${policy}/revisions`;

/** A box of the inbox, its filter (the address's search) kept. */
export const inboxBoxHref = (box: string, search = '') => `/inbox/${box}${search}`;

/** One submission, its box's filter kept (for its neighbours and the way back). */
export const inboxItemHref = (box: string, id: number, search = '') =>
  `/inbox/${box}/${id}${search}`;

/** Where sign-in returns to: the address the visitor asked for before being sent there. */
export interface SignInState {
  from?: string;
}
