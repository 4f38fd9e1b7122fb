// Rich text is sanitized at save with what the site renders with (DOMPurify's defaults),
// so what is stored is what visitors get. A link to `javascript:`, `vbscript:` or `data:`
// is refused rather than quietly dropped, so the editor learns why it is not there. Each
// block's `dir` (`auto`, or the direction the studio set) is kept.
import type { DOMPurify as Purifier } from 'dompurify';
import type { JSDOM } from 'jsdom';

interface RichTextTools {
  purifier: Purifier;
  window: JSDOM['window'];
}

let tools: Promise<RichTextTools> | undefined;
/**
 * jsdom's window is large (about 34 MB of objects every full collection marks): loaded at
 * the first save, so a service no editor writes to never holds it (see src/sanitize-worker.ts).
 */
function richTextTools(): Promise<RichTextTools> {
  tools ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: DOMPurify }, { JSDOM }]) => {
      const { window } = new JSDOM('');
      return { purifier: DOMPurify(window), window };
    },
  );
  return tools;
}

const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

/** True when any link or source in the HTML leads to a script or data address. */
export async function hasUnsafeLink(html: string): Promise<boolean> {
  const { window } = await richTextTools();
  const template = window.document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = element.getAttribute(name);
      // Browsers skip control characters and spaces inside a scheme (`java\tscript:`).
      // eslint-disable-next-line no-control-regex -- those characters are what it looks for
      if (value && UNSAFE_SCHEME.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) {
        return true;
      }
    }
  }
  return false;
}

export async function sanitizeRichText(html: string): Promise<string> {
  return (await richTextTools()).purifier.sanitize(html);
}
