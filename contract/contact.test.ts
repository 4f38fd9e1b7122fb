import { describe, expect, it } from 'vitest';
import { contactMessage, contactMessageIn, contactMessages } from './contact';

const CONTACT_MESSAGES = contactMessages('fa');

const valid = {
  first_name: 'سارا',
  last_name: 'رضایی',
  email: 'sara@example.com',
  phone_number: '09121234567',
  message: 'سلام',
};

const messagesFor = (input: Record<string, unknown>) => {
  const result = contactMessage.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('contact message schema', () => {
  it('accepts a valid message, trimming and turning Persian digits Latin', () => {
    const parsed = contactMessage.parse({
      ...valid,
      first_name: ' سارا ',
      phone_number: '۰۹۱۲۱۲۳۴۵۶۷',
    });
    expect(parsed.first_name).toBe('سارا');
    expect(parsed.phone_number).toBe('09121234567');
  });

  it("gives each empty field the spec's message", () => {
    expect(
      messagesFor({ first_name: '', last_name: ' ', email: '', phone_number: '', message: '' }),
    ).toEqual({
      first_name: CONTACT_MESSAGES.firstName,
      last_name: CONTACT_MESSAGES.lastName,
      email: CONTACT_MESSAGES.email,
      phone_number: CONTACT_MESSAGES.phoneLength,
      message: CONTACT_MESSAGES.message,
    });
    expect(CONTACT_MESSAGES).toMatchObject({
      firstName: 'نام الزامی است',
      lastName: 'نام خانوادگی الزامی است',
      email: 'ایمیل معتبر نیست',
      phoneLength: 'شماره موبایل معتبر نیست',
      phoneDigits: 'شماره موبایل فقط باید عدد باشد',
      message: 'پیام نمیتواند خالی باشد',
    });
  });

  it('refuses a malformed email', () => {
    for (const email of ['sara', 'sara@', '@example.com', 'sara example@x.com']) {
      expect(messagesFor({ ...valid, email })).toEqual({ email: CONTACT_MESSAGES.email });
    }
  });

  it('wants at least 10 characters of digits only in the phone number', () => {
    expect(messagesFor({ ...valid, phone_number: '091212345' })).toEqual({
      phone_number: CONTACT_MESSAGES.phoneLength,
    });
    expect(messagesFor({ ...valid, phone_number: '0912-123-4567' })).toEqual({
      phone_number: CONTACT_MESSAGES.phoneDigits,
    });
    expect(messagesFor({ ...valid, phone_number: '0912123456' })).toEqual({});
  });

  it('refuses wrong types with the field message rather than throwing', () => {
    expect(messagesFor({ ...valid, first_name: 42 })).toEqual({
      first_name: CONTACT_MESSAGES.firstName,
    });
  });

  it('refuses in the language asked for, and in Persian for a language without its own', () => {
    const empty = { first_name: '', last_name: '', email: '', phone_number: '12ab', message: '' };
    const messagesIn = (lang: string) => {
      const result = contactMessageIn(lang).safeParse(empty);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(messagesIn('en')).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email address is not valid',
      phone_number: 'Mobile number must contain digits only',
      message: 'Message cannot be empty',
    });
    expect(messagesIn('ar')).toMatchObject({
      first_name: 'الاسم مطلوب',
      email: 'البريد الإلكتروني غير صالح',
    });
    expect(messagesIn('tr')).toEqual(messagesFor(empty));
    expect(contactMessageIn('fa')).toBe(contactMessage);
  });
});
