// What a visitor reads when the database cannot be reached for a moment (503), in the
// request's language; the site's outbox keeps the post and sends it again later.
import { inSiteLanguage } from '@contract/site-languages';
import type { SiteLanguage } from '@contract/site-languages';

const MESSAGES: Record<SiteLanguage, string> = {
  fa: 'سرویس لحظاتی در دسترس نیست؛ کمی بعد دوباره تلاش کنید.',
  en: 'The service is unavailable for a moment; please try again shortly.',
  ar: 'الخدمة غير متاحة للحظات؛ يرجى المحاولة مرة أخرى بعد قليل.',
};

export function unavailableMessage(lang: string): string {
  return inSiteLanguage(MESSAGES, lang);
}
