// A new post's body is typed as plain text: each paragraph (an empty line apart) becomes a
// <p>, its text escaped, its ZWNJs kept.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"]/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}
