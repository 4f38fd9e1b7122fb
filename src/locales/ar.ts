import type { Dictionary } from './fa';

export const ar: Dictionary = {
  siteTitleFallback: 'الموقع الرسمي لشركة الطيران',
  renderFailure: 'Something went wrong. Please refresh.',
  routeError: 'Oops! Something went wrong loading this page.',
  noImage: 'No Image',
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  backHome: 'العودة إلى الصفحة الرئيسية',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'العنوان الذي فتحته غير موجود أو نُقل.',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  back: 'رجوع',
  mainMenu: 'القائمة الرئيسية',
  chooseLanguage: 'اختر اللغة',
  scrollToTop: 'العودة إلى الأعلى',
  loading: 'جارٍ التحميل...',
  socialLinks: 'الشبكات الاجتماعية',
  faqLoadFailed: 'تعذّر تحميل الأسئلة.',
  footerLinks: 'روابط التذييل',
};
