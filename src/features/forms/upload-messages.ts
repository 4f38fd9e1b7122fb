// The messages of the upload area: the spec's Persian size message, and react-dropzone's
// own wording for the other rejections.

/** A refused file and why (react-dropzone's shape, or the site's own content check). */
export interface Rejection {
  file: { name: string };
  errors: readonly { code: string; message: string }[];
}

export const BYTES_PER_MEGABYTE = 1024 * 1024;

export function sizeMessage(maxBytes: number): string {
  return `حجم فایل شما بیشتر از ${Math.round(maxBytes / BYTES_PER_MEGABYTE)} مگابایت است.`;
}

export function rejectionMessages(rejections: Rejection[], maxBytes: number): string[] {
  return rejections.flatMap(({ file, errors }) =>
    errors.map(
      (error) =>
        `${file.name}: ${error.code === 'file-too-large' ? sizeMessage(maxBytes) : error.message}`,
    ),
  );
}
