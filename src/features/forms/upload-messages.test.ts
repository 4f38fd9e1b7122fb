import { describe, expect, it } from 'vitest';
import { rejectionMessages, sizeMessage } from './upload-messages';

describe('upload messages', () => {
  it('states the size limit in megabytes, in Persian', () => {
    expect(sizeMessage(5 * 1024 * 1024)).toBe('حجم فایل شما بیشتر از 5 مگابایت است.');
  });

  it('uses the Persian size message and keeps the library wording for other rejections', () => {
    const named = (name: string) => new File(['x'], name);
    const file = named('cv.docx');
    const messages = rejectionMessages(
      [
        {
          file,
          errors: [
            { code: 'file-invalid-type', message: 'File type must be application/pdf,.pdf' },
          ],
        },
        {
          file: named('big.pdf'),
          errors: [{ code: 'file-too-large', message: 'File is larger than 5242880 bytes' }],
        },
      ],
      5 * 1024 * 1024,
    );
    expect(messages).toEqual([
      'cv.docx: File type must be application/pdf,.pdf',
      'big.pdf: حجم فایل شما بیشتر از 5 مگابایت است.',
    ]);
  });
});
