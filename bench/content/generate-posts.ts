// Blog posts of ordinary airline words in Persian, English and Arabic, the same at every run:
// the text the content benchmarks write at size, and the words they search for.

export const LANGUAGES = ['fa', 'en', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

const BODY_WORDS = 150;

const VOCABULARY: Record<Lang, string> = {
  fa: `پرواز فرودگاه بلیت مسافر چمدان کیش مشهد تهران شیراز تبریز اصفهان ترمینال کارت پذیرش
    صندلی کابین خدمه تاخیر برنامه سفر هواپیما خلبان مهماندار بار دستی رزرو استرداد تخفیف
    باشگاه امتیاز پروازهای داخلی خارجی زمان حرکت ورود خروج گیت سالن فرودگاهی مقصد مبدا
    هفته روز ساعت ویژه اقتصادی تجاری کودک نوزاد همراه پزشکی غذا نوشیدنی اینترنت`,
  en: `flight airport ticket passenger baggage kish mashhad tehran shiraz tabriz isfahan
    terminal boarding check seat cabin crew delay schedule travel aircraft pilot steward
    carry reservation refund discount club points domestic international departure arrival
    gate lounge destination origin week day hour special economy business child infant
    companion medical meal drink internet upgrade window aisle`,
  ar: `رحلة مطار تذكرة مسافر أمتعة كيش مشهد طهران شيراز تبريز أصفهان صالة بطاقة صعود
    مقعد مقصورة طاقم تأخير جدول سفر طائرة طيار مضيف حقيبة حجز استرداد خصم نادي نقاط
    داخلية دولية مغادرة وصول بوابة انتظار وجهة منشأ أسبوع يوم ساعة خاصة سياحية أعمال
    طفل رضيع مرافق طبية وجبة مشروب إنترنت ترقية نافذة ممر`,
};

/** Topics: each post names 2 of them, so a topic is in about 1 post in 15. */
const TOPICS: Record<Lang, string> = {
  fa: `یزد کرمان اهواز رشت ساری گرگان ارومیه همدان کرمانشاه زاهدان بندرعباس بوشهر قشم
    چابهار سنندج اردبیل قزوین زنجان‌رود سمنان بیرجند یاسوج ایلام خرم‌آباد اراک دزفول آبادان`,
  en: `yazd kerman ahvaz rasht sari gorgan urmia hamedan kermanshah zahedan bandar bushehr
    qeshm chabahar sanandaj ardabil qazvin semnan birjand yasuj ilam khorramabad arak dezful
    abadan`,
  ar: `يزد كرمان الأهواز رشت ساري جرجان أرومية همدان كرمانشاه زاهدان بندرعباس بوشهر قشم
    تشابهار سنندج أردبيل قزوين سمنان بيرجند ياسوج إيلام خرم‌آباد أراك دزفول عبادان`,
};

/** Words a post holds rarely (1 in 1000), so some searches find a handful of posts. */
export const RARE_WORD: Record<Lang, string> = { fa: 'زنجان‌آباد', en: 'zanjanabad', ar: 'زنجان' };

const wordsOf = (list: string) => list.split(/\s+/).filter(Boolean);

/** The everyday words (in most posts) and the topics (in about 1 post in 15) of a language. */
export const commonWords = (lang: Lang) => wordsOf(VOCABULARY[lang]);
export const topicWords = (lang: Lang) => wordsOf(TOPICS[lang]);

/** A small deterministic generator of numbers in [0, 1), so every run builds the same posts. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

export const languageSeed = (lang: Lang) => lang.charCodeAt(0) * 31 + lang.charCodeAt(1);

export interface PostText {
  title: string;
  short_description: string;
  body: string;
}

/** The text of `count` posts in `lang`: a title, a summary and a body of about 150 words. */
export function* postTexts(lang: Lang, count: number): Generator<PostText> {
  const next = random(languageSeed(lang));
  const chooser = (words: string[]) => (length: number) =>
    Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ');
  const pick = chooser(commonWords(lang));
  const topics = chooser(topicWords(lang));
  for (let i = 0; i < count; i++) {
    const title = pick(6);
    const short = pick(20);
    const rare = i % 1000 === 7 ? ` ${RARE_WORD[lang]}` : '';
    const body = `<p>${pick(BODY_WORDS / 2)} ${topics(2)} ${pick(BODY_WORDS / 2)}${rare}</p>`;
    yield { title, short_description: short, body };
  }
}
