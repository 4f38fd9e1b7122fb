// What a gate run audits: every audit an asserted figure reads (the asserted audits
// themselves, and every audit that weighs in an asserted category's score), and the few
// diagnostics that say why a budget failed; Lighthouse then leaves out the gatherers that
// only the skipped audits needed (it re-encodes the page's images, re-fetches its scripts to
// compress them, navigates away and back for the back/forward cache…). No asserted figure
// and no category score changes: a skipped audit weighs nothing in any of them.
import { defaultConfig } from 'lighthouse';
import type { Assertion } from './lighthouse-rule';

/** Read when a page fails: what its largest paint was, what shifted, what blocked. */
const DIAGNOSTICS = [
  'largest-contentful-paint-element',
  'layout-shifts',
  'long-tasks',
  'mainthread-work-breakdown',
  'bootup-time',
  'interactive',
];

type Categories = Record<string, { auditRefs: { id: string; weight: number }[] }>;

/** The ids of the audits a run needs for these assertions. */
export function auditsToKeep(assertions: Assertion[]): string[] {
  const categories = defaultConfig.categories as Categories;
  const keep = new Set(DIAGNOSTICS);
  for (const { id } of assertions) {
    const category = id.startsWith('categories:') ? categories[id.slice(11)] : undefined;
    if (!category) keep.add(id);
    for (const ref of category?.auditRefs ?? []) if (ref.weight > 0) keep.add(ref.id);
  }
  return [...keep];
}

/** Every audit of Lighthouse's default config (an audit's id is its module's name). */
const EVERY_AUDIT = (defaultConfig.audits as string[]).map((audit) => audit.replace(/^.*\//, ''));

/** The ids of the audits of Lighthouse's default config that a run for these can skip. */
export function auditsToSkip(assertions: Assertion[]): string[] {
  const keep = new Set(auditsToKeep(assertions));
  return EVERY_AUDIT.filter((id) => !keep.has(id));
}
