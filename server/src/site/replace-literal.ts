// Splices text into a page. A replacement string given to String.replace expands `$&`,
// `` $` ``, `$'`, `$1`, `$<name>` and `$$`, which would copy the page into itself when the
// text (a visitor's search, content) holds them; a function's result is taken as it is.
export function replaceLiteral(text: string, pattern: string | RegExp, replacement: string) {
  return text.replace(pattern, () => replacement);
}
