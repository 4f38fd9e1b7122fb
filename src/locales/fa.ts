// Texts the content service does not send, in Persian; this dictionary defines the keys.
export const fa = {
  siteTitleFallback: 'وب‌سایت رسمی هواپیمایی',
  renderFailure: 'Something went wrong. Please refresh.',
  routeError: 'Oops! Something went wrong loading this page.',
  noImage: 'No Image',
  skipToContent: 'رفتن به محتوای اصلی',
  backHome: 'بازگشت به صفحه‌ی اصلی',
  notFoundTitle: 'صفحه پیدا نشد',
  notFoundText: 'نشانی‌ای که باز کردید وجود ندارد یا جابه‌جا شده است.',
  openMenu: 'باز کردن منو',
  closeMenu: 'بستن منو',
  back: 'بازگشت',
  mainMenu: 'منوی اصلی',
  chooseLanguage: 'انتخاب زبان',
  scrollToTop: 'بازگشت به بالای صفحه',
  loading: 'در حال بارگذاری...',
  socialLinks: 'شبکه‌های اجتماعی',
  faqLoadFailed: 'خطایی در بارگذاری سوالات پیش آمد.',
  footerLinks: 'پیوندهای پانویس',
};
export type Dictionary = typeof fa;
