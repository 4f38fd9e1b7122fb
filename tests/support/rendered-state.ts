// The answers a page rendered on the service hands to the browser: the JSON of its
// rendered-state element (see server/src/site/page-renderer.ts).
const RENDERED_STATE = /<script id="rendered-state" type="application\/json">(.*?)<\/script>/s;

export function renderedState(html: string): unknown {
  const json = RENDERED_STATE.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no rendered state');
  return JSON.parse(json);
}
