// A content language's name in the studio's language; its code when the studio has none.
import type { Dictionary } from '@studio/locales/fa';

export const languageName = (t: Dictionary, code: string) => t.posts.languageNames[code] ?? code;
