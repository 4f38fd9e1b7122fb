// The words of a refused address or query parameter, in the request's language: the
// contract's query rules name themselves (contract/common.ts, `queryRule`), and zod's own
// checks (a missing parameter, a bound without a rule's name) are worded by their kind.
import { inSiteLanguage } from '@contract/site-languages';
import type { SiteLanguage } from '@contract/site-languages';
import { QUERY_RULE_PREFIX } from '@contract/common';
import type { QueryRule } from '@contract/common';

type Words = Record<QueryRule, (bound: string) => string> &
  Record<'required' | 'tooShort' | 'invalid', (bound: string) => string>;

const WORDS: Record<SiteLanguage, Words> = {
  fa: {
    integer: () => 'یک عدد صحیح معتبر لازم است.',
    atLeast: (n) => `این مقدار باید بزرگ‌تر از ${n} یا برابر با آن باشد.`,
    atMost: (n) => `این مقدار باید کوچک‌تر از ${n} یا برابر با آن باشد.`,
    oneOf: (values) => `یکی از این‌ها را انتخاب کنید: ${values}.`,
    idList: () => 'فهرستی از شناسه‌ها با ویرگول میان آن‌ها وارد کنید.',
    boolean: () => 'یک مقدار درست/نادرست معتبر لازم است.',
    languageCode: () => 'یک کد زبان معتبر وارد کنید.',
    tooLong: (n) => `این فیلد حداکثر ${n} نویسه دارد.`,
    required: () => 'این فیلد الزامی است.',
    tooShort: (n) => `این فیلد دست‌کم ${n} نویسه دارد.`,
    invalid: () => 'این مقدار معتبر نیست.',
  },
  en: {
    integer: () => 'A valid integer is required.',
    atLeast: (n) => `Ensure this value is greater than or equal to ${n}.`,
    atMost: (n) => `Ensure this value is less than or equal to ${n}.`,
    oneOf: (values) => `Select one of: ${values}.`,
    idList: () => 'Enter a comma-separated list of ids.',
    boolean: () => 'Must be a valid boolean.',
    languageCode: () => 'Enter a valid language code.',
    tooLong: (n) => `Ensure this field has no more than ${n} characters.`,
    required: () => 'This field is required.',
    tooShort: (n) => `Ensure this field has at least ${n} characters.`,
    invalid: () => 'This value is not valid.',
  },
  ar: {
    integer: () => 'مطلوب عدد صحيح صالح.',
    atLeast: (n) => `تأكد من أن هذه القيمة أكبر من ${n} أو تساويه.`,
    atMost: (n) => `تأكد من أن هذه القيمة أصغر من ${n} أو تساويه.`,
    oneOf: (values) => `اختر واحدًا مما يلي: ${values}.`,
    idList: () => 'أدخل قائمة معرّفات تفصل بينها فواصل.',
    boolean: () => 'مطلوب قيمة منطقية صالحة.',
    languageCode: () => 'أدخل رمز لغة صالحًا.',
    tooLong: (n) => `تأكد من أن هذا الحقل لا يتجاوز ${n} حرفًا.`,
    required: () => 'هذا الحقل مطلوب.',
    tooShort: (n) => `تأكد من أن هذا الحقل يحتوي على ${n} حرف على الأقل.`,
    invalid: () => 'هذه القيمة غير صالحة.',
  },
};

/** One of zod's issues as fastify-type-provider-zod reports it. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

export function queryRefusal(issue: ValidationIssue, lang: string): string {
  const words = inSiteLanguage(WORDS, lang);
  const message = issue.message ?? '';
  if (message.startsWith(QUERY_RULE_PREFIX)) {
    const [rule = '', ...bound] = message.slice(QUERY_RULE_PREFIX.length).split(':');
    if (rule in words) return words[rule as QueryRule](bound.join(':'));
  }
  const params = issue.params ?? {};
  const bound = (key: string) => String(params[key] ?? '');
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined ? words.required('') : words.invalid('');
    case 'too_small':
      if (params.origin !== 'string') return words.atLeast(bound('minimum'));
      return params.minimum === 1 ? words.required('') : words.tooShort(bound('minimum'));
    case 'too_big':
      return params.origin === 'string'
        ? words.tooLong(bound('maximum'))
        : words.atMost(bound('maximum'));
    default:
      return words.invalid('');
  }
}
