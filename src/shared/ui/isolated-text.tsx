// Text from the service shown as written, with each run a reader takes as one
// left-to-right unit (a phone number, an e-mail address, a date written with slashes)
// isolated. After Persian or Arabic words the hyphen between two groups of digits takes
// the direction of the text around it, so 021-45800000 would read 45800000-021.
import { Fragment } from 'react';

const DIGIT = '[0-9۰-۹٠-٩]';
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
/** Groups of digits joined by a hyphen, slash, dot, colon or space, with an optional +. */
const NUMBER_RUN = String.raw`\+?${DIGIT}+(?:[-‐/.:\s]${DIGIT}+)+`;
const LEFT_TO_RIGHT_RUN = new RegExp(`${EMAIL}|${NUMBER_RUN}`, 'g');

/** The text split into plain parts and left-to-right runs, in order. */
export function splitLeftToRightRuns(text: string): { text: string; isolated: boolean }[] {
  const parts: { text: string; isolated: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isolated: false });
    parts.push({ text: match[0], isolated: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isolated: false });
  return parts;
}

export function IsolatedText({ text }: { text: string }) {
  return splitLeftToRightRuns(text).map((part, index) =>
    part.isolated ? (
      <bdi key={index} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
