// Whether text shows anything: characters that draw nothing (zero-width spaces and joiners,
// bidirectional controls, the byte-order mark) and white space alone leave a field empty.
const INVISIBLE =
  /[\s\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
