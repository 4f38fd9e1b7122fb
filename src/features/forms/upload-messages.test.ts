import { describe, expect, it } from 'vitest';
import { ar } from '../../locales/ar';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { rejectionMessages } from './upload-messages';
import type { Rejection } from './upload-messages';

const FIVE_MB = 5 * 1024 * 1024;
const refused: Rejection[] = [
  {
    file: { name: 'cv.docx' },
    errors: [{ code: 'file-invalid-type', message: 'File type must be application/pdf,.pdf' }],
  },
  {
    file: { name: 'big.pdf' },
    errors: [{ code: 'file-too-large', message: 'File is larger than 5242880 bytes' }],
  },
  { file: { name: 'b.pdf' }, errors: [{ code: 'too-many-files', message: 'Too many files' }] },
];

describe('upload messages', () => {
  it("uses the spec's size message and Persian words and digits on Persian pages", () => {
    expect(rejectionMessages(refused, FIVE_MB, fa.upload)).toEqual([
      { name: 'cv.docx', message: 'نوع فایل باید PDF باشد.' },
      { name: 'big.pdf', message: 'حجم فایل شما بیشتر از ۵ مگابایت است.' },
      { name: 'b.pdf', message: 'تعداد فایل‌ها بیش از حد مجاز است.' },
    ]);
  });

  it("uses the page's language and digits, never the library's MIME wording", () => {
    expect(rejectionMessages(refused, FIVE_MB, en.upload).map((m) => m.message)).toEqual([
      'The file must be a PDF.',
      'The file is larger than 5 MB.',
      'Too many files.',
    ]);
    expect(rejectionMessages(refused, 10 * 1024 * 1024, ar.upload)[1]!.message).toBe(
      'حجم الملف أكبر من ١٠ ميغابايت.',
    );
  });
});
