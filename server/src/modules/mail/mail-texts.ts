// The words of the mails: the notification the staff get (Persian and English in one mail,
// naming only what arrived and where to read it) and the acknowledgement a sender gets in
// the language they wrote in (Persian, English, Arabic; English for any other).

export interface Acknowledgement {
  dir: 'rtl' | 'ltr';
  contactSubject: string;
  contact: string;
  applicationSubject: string;
  application: (title: string) => string;
  greeting: string;
}

export const ACKNOWLEDGEMENTS: Record<'fa' | 'en' | 'ar', Acknowledgement> = {
  fa: {
    dir: 'rtl',
    greeting: 'سلام،',
    contactSubject: 'پیام شما به دست ما رسید',
    contact: 'از پیامتان سپاس‌گزاریم. آن را دریافت کرده‌ایم و به زودی پاسخ می‌دهیم.',
    applicationSubject: 'درخواست شما به دست ما رسید',
    application: (title) =>
      `از درخواستتان برای «${title}» سپاس‌گزاریم. آن را دریافت کرده‌ایم و پس از بررسی با شما تماس می‌گیریم.`,
  },
  en: {
    dir: 'ltr',
    greeting: 'Hello,',
    contactSubject: 'We have received your message',
    contact: 'Thank you for writing to us. We have received your message and will reply soon.',
    applicationSubject: 'We have received your application',
    application: (title) =>
      `Thank you for applying for “${title}”. We have received your application and will be in touch once we have reviewed it.`,
  },
  ar: {
    dir: 'rtl',
    greeting: 'مرحبًا،',
    contactSubject: 'وصلتنا رسالتك',
    contact: 'شكرًا لتواصلك معنا. لقد استلمنا رسالتك وسنرد عليك قريبًا.',
    applicationSubject: 'وصلنا طلبك',
    application: (title) =>
      `شكرًا لتقديمك على «${title}». لقد استلمنا طلبك وسنتواصل معك بعد مراجعته.`,
  },
};

export const acknowledgementIn = (lang: string): { lang: string; words: Acknowledgement } =>
  lang === 'fa' || lang === 'ar'
    ? { lang, words: ACKNOWLEDGEMENTS[lang] }
    : { lang: 'en', words: ACKNOWLEDGEMENTS.en };

/** The staff's notification, in Persian then English. */
export const NOTIFICATION = {
  contactSubject: (id: number) => `پیام تماس تازه · New contact message #${id}`,
  applicationSubject: (id: number, title: string) =>
    `درخواست تازه · New application #${id}: ${title}`,
  fa: {
    contact: 'پیام تماس تازه‌ای رسیده است. آن را در صندوق ورودی استودیو بخوانید:',
    application: (title: string) =>
      `درخواست تازه‌ای برای «${title}» رسیده است. آن را در صندوق ورودی استودیو بخوانید:`,
  },
  en: {
    contact: "A new contact message has arrived. Read it in the studio's inbox:",
    application: (title: string) =>
      `A new application for “${title}” has arrived. Read it in the studio's inbox:`,
  },
};
