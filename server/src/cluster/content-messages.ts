// A content change as data, so the instance that made it can tell the others (content-bus.ts)
// and each forgets what shows the changed item, as the first one did; `all` for a change of
// everything (a content load) or one too large to describe in a message.
import type { PagePolicy } from '@contract/pages';
import { customPageChange } from '../http/custom-page-change';
import type { PostChange } from '../http/post-change';
import type { ReadChange, ReadChangeMessage } from '../http/read-change';
import { sectionsChange } from '../http/sections-change';

export type ContentMessage =
  | { kind: 'all' }
  | {
      kind: 'post';
      id: number;
      languages: string[];
      listsMove: boolean;
      labelSharers: number[];
    }
  | ReadChangeMessage;

export type ContentChange = PostChange | ReadChange;

export function messageOf(change: ContentChange | undefined): ContentMessage {
  if (!change) return { kind: 'all' };
  if (change.kind === 'reads') return change.message;
  return { ...change, labelSharers: [...change.labelSharers] };
}

/** The change a message describes; undefined for `all` (everything is forgotten). */
export function changeOf(message: ContentMessage): ContentChange | undefined {
  switch (message.kind) {
    case 'post':
      return { ...message, labelSharers: new Set(message.labelSharers) };
    case 'customPage':
      return customPageChange(message.languages, message.paths);
    case 'sections':
      return sectionsChange(message.policy as PagePolicy, message.languages);
    default:
      return undefined;
  }
}
