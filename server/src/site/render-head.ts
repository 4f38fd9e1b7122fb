// The head the service writes into the app shell, from the page's head description
// (contract/page-head.ts). Every tag is marked `data-ssr-head`: "shell" for the site's own,
// "page" for what describes this page. The SPA keeps them all for the first page and
// removes them at the first navigation, when it renders its own from the same description.
import { pageHead } from '@contract/page-head';
import type { HeadElement } from '@contract/head-element';
import type { PageHeadInput } from '@contract/page-head';
import { withLanguage } from '@contract/site-addresses';
import { replaceLiteral } from './replace-literal';

export interface HeadInput extends PageHeadInput {
  dir: 'rtl' | 'ltr';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function renderElement({ element, attributes, text, scope }: HeadElement): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${element}${attrs} data-ssr-head="${scope}">`;
  if (text === undefined) return open;
  // A script's text is data the description already made safe inside the element.
  return `${open}${element === 'script' ? text : escapeHtml(text)}</${element}>`;
}

export function renderHead(input: HeadInput): string {
  return pageHead(input).map(renderElement).join('\n    ');
}

/** Puts the head into the built shell: the language and direction on <html>, the tags
 * in place of the shell's own title and description. */
export function fillShell(shell: string, input: HeadInput): string {
  const opened = replaceLiteral(
    shell,
    /<html[^>]*>/,
    `<html lang="${escapeHtml(input.lang)}" dir="${input.dir}">`,
  )
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  // Each language is its own installable app (src/app/pwa/web-manifests.ts).
  const withManifest = replaceLiteral(
    opened,
    /<link rel="manifest"[^>]*>/,
    `<link rel="manifest" href="${escapeHtml(withLanguage(input.lang, '/manifest.webmanifest'))}" />`,
  );
  return replaceLiteral(withManifest, '</head>', `  ${renderHead(input)}\n  </head>`);
}
