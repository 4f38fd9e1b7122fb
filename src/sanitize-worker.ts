// The service's HTML sanitizer, in a thread of its own: DOMPurify needs a DOM, and jsdom's
// window is about 34 MB of objects. In the renderer's own heap they doubled what each full
// garbage collection marks (about 70 MB live), and the page being rendered meanwhile waited
// 20-45 ms more; here they are marked only when this thread collects, which sanitizing alone
// rarely makes it do. The renderer calls it synchronously (see entry-server.tsx).
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { runAsWorker } from 'synckit';

const purify = DOMPurify(new JSDOM('').window);

runAsWorker((html: string) => purify.sanitize(html));
