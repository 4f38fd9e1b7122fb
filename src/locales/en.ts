import type { Dictionary } from './fa';

export const en: Dictionary = {
  siteTitleFallback: 'Airline official website',
  renderFailure: 'Something went wrong. Please refresh.',
  routeError: 'Oops! Something went wrong loading this page.',
  noImage: 'No Image',
  skipToContent: 'Skip to main content',
  backHome: 'Back to the home page',
  notFoundTitle: 'Page not found',
  notFoundText: 'The address you opened does not exist or has moved.',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  mainMenu: 'Main menu',
  chooseLanguage: 'Choose language',
  scrollToTop: 'Back to top',
  loading: 'Loading...',
  socialLinks: 'Social networks',
  faqLoadFailed: 'The questions could not be loaded.',
  footerLinks: 'Footer links',
};
