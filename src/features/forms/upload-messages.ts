// The messages of the upload area, in the page's language and digits: the spec's size
// message and the site's own words for the other refusals (react-dropzone's are English
// and name MIME types), each beside the refused file's name.
import type { Dictionary } from '../../locales/fa';

/** A refused file and why (react-dropzone's shape, or the site's own content check). */
export interface Rejection {
  file: { name: string };
  errors: readonly { code: string; message: string }[];
}

export interface RejectionMessage {
  /** The file's own name, shown isolated from the text's direction. */
  name: string;
  message: string;
}

export const BYTES_PER_MEGABYTE = 1024 * 1024;

export function rejectionMessages(
  rejections: Rejection[],
  maxBytes: number,
  texts: Dictionary['upload'],
): RejectionMessage[] {
  return rejections.flatMap(({ file, errors }) =>
    errors.map((error) => ({ name: file.name, message: messageFor(error.code, maxBytes, texts) })),
  );
}

function messageFor(code: string, maxBytes: number, texts: Dictionary['upload']): string {
  switch (code) {
    case 'file-too-large':
      return texts.tooLarge(Math.round(maxBytes / BYTES_PER_MEGABYTE));
    case 'file-invalid-type':
      return texts.wrongType;
    case 'too-many-files':
      return texts.tooMany;
    default:
      return texts.refused;
  }
}
