// The words of the API's answers that are not about one field: refusals (too large, too
// many, not found, a broken address, body, upload or Idempotency-Key, a NUL) and
// receipts, in each language the site speaks; Persian for any other.
import { DEFAULT_LANGUAGE, inSiteLanguage } from '@contract/site-languages';
import type { SiteLanguage } from '@contract/site-languages';
import { MAX_APPLICATION_FIELDS, MAX_FILE_MEGABYTES, formMessages } from '@contract/form-rules';

type Messages = Record<
  | 'bodyTooLarge'
  | 'fileTooLarge'
  | 'tooMany'
  | 'headersTooLarge'
  | 'badUrl'
  | 'badRequest'
  | 'badMediaType'
  | 'badJson'
  | 'notFound'
  | 'keyInvalid'
  | 'keyReused'
  | 'nul'
  | 'multipartOnly'
  | 'tooManyFields'
  | 'malformed'
  | 'interrupted'
  | 'serverError',
  string
>;

export type Receipt = 'contact' | 'application';
type Receipts = Record<Receipt, string>;

const MESSAGES: Record<SiteLanguage, Messages> = {
  fa: {
    bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
    fileTooLarge: formMessages('fa').fileTooLarge(MAX_FILE_MEGABYTES),
    tooMany: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
    headersTooLarge: 'سرآیندهای درخواست بیش از حد بزرگ است.',
    badUrl: 'نشانی درخواست معتبر نیست.',
    badRequest: 'درخواست معتبر نیست.',
    badMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    badJson: 'بدنه درخواست JSON معتبر نیست.',
    notFound: 'یافت نشد.',
    keyInvalid: 'Idempotency-Key باید ۱ تا ۲۰۰ نویسه‌ی دیدنی ASCII باشد.',
    keyReused: 'این Idempotency-Key پیش‌تر با درخواست دیگری به کار رفته است.',
    nul: 'نویسهٔ NUL (\\0) پذیرفته نمی‌شود',
    multipartOnly: 'درخواست را به صورت multipart/form-data بفرستید.',
    tooManyFields: `یک درخواست حداکثر ${MAX_APPLICATION_FIELDS} فیلد دارد.`,
    malformed: 'بدنه‌ی multipart ناقص یا نادرست است؛ فرم را دوباره بفرستید.',
    interrupted: 'بارگذاری پیش از کامل شدن قطع شد.',
    serverError: 'خطایی در سرور رخ داد.',
  },
  en: {
    bodyTooLarge: 'Request body is too large.',
    fileTooLarge: formMessages('en').fileTooLarge(MAX_FILE_MEGABYTES),
    tooMany: 'Too many requests; try again shortly.',
    headersTooLarge: 'Request headers are too large.',
    badUrl: 'The request address is not valid.',
    badRequest: 'Bad request.',
    badMediaType: 'Unsupported media type in request.',
    badJson: 'JSON parse error.',
    notFound: 'Not found.',
    keyInvalid: 'Use 1 to 200 visible ASCII characters.',
    keyReused: 'This Idempotency-Key was already used with a different request.',
    nul: 'The NUL character (\\0) is not accepted',
    multipartOnly: 'Send the application as multipart/form-data.',
    tooManyFields: `An application has at most ${MAX_APPLICATION_FIELDS} fields.`,
    malformed: 'The multipart body is malformed or incomplete; send the form again.',
    interrupted: 'The upload was interrupted before it was complete.',
    serverError: 'A server error occurred.',
  },
  ar: {
    bodyTooLarge: 'حجم الطلب أكبر من المسموح.',
    fileTooLarge: formMessages('ar').fileTooLarge(MAX_FILE_MEGABYTES),
    tooMany: 'طلبات كثيرة جدًا؛ حاول مرة أخرى بعد قليل.',
    headersTooLarge: 'ترويسات الطلب كبيرة جدًا.',
    badUrl: 'عنوان الطلب غير صالح.',
    badRequest: 'طلب غير صالح.',
    badMediaType: 'نوع محتوى الطلب غير مدعوم.',
    badJson: 'نص JSON غير صالح.',
    notFound: 'غير موجود.',
    keyInvalid: 'استخدم من 1 إلى 200 محرف ASCII مرئي.',
    keyReused: 'استُخدم مفتاح Idempotency-Key هذا من قبل مع طلب مختلف.',
    nul: 'المحرف NUL (\\0) غير مقبول',
    multipartOnly: 'أرسل الطلب بصيغة multipart/form-data.',
    tooManyFields: `يحتوي الطلب على ${MAX_APPLICATION_FIELDS} حقلًا على الأكثر.`,
    malformed: 'نص multipart تالف أو غير مكتمل؛ أرسل النموذج مرة أخرى.',
    interrupted: 'انقطع الرفع قبل اكتماله.',
    serverError: 'حدث خطأ في الخادم.',
  },
};

const RECEIPTS: Record<SiteLanguage, Receipts> = {
  fa: { contact: 'پیام شما دریافت شد.', application: 'درخواست شما دریافت شد.' },
  en: {
    contact: 'Your message has been received.',
    application: 'Your application has been received.',
  },
  ar: { contact: 'تم استلام رسالتك.', application: 'تم استلام طلبك.' },
};

export type Refusal = keyof Messages;

export function refusalMessage(refusal: Refusal, lang: string): string {
  return inSiteLanguage(MESSAGES, lang)[refusal];
}

/** What a stored post answers, in the language of the request (a replay's too). */
export function receiptMessage(receipt: Receipt, lang: string): string {
  return inSiteLanguage(RECEIPTS, lang)[receipt];
}

/** The language of a refusal made before the request's own was resolved. */
export function languageInUrl(url: string | undefined): string {
  const match = /[?&]lang=([a-z]{2,3})(?:&|$)/i.exec(url ?? '');
  return match?.[1]?.toLowerCase() ?? DEFAULT_LANGUAGE;
}
