// One language's unsaved edits in the editor: kept on the device as they are typed,
// restored when the editor opens, saved against the version they were based on (If-Match),
// and saved again by themselves when the connection returns. A stale save becomes a
// conflict to resolve; a refused one, rules per field.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostEditor, PostField, PostFields } from '@contract/studio/posts';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { rememberPost } from '../api/get-post';
import { savePostLanguage } from '../api/save-post-language';
import { forgetDraft, keepDraft, readDraft } from './draft-db';

export interface Edits {
  version: number;
  fields: Partial<PostFields>;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline';

export interface LanguageEdits {
  /** False until the device's copy (if any) has been read. */
  ready: boolean;
  edits: Edits | null;
  restored: boolean;
  status: SaveStatus;
  /** The version the service holds now, when a save was based on an older one. */
  conflict: PostEditor | null;
  /** Rules broken per field, from the last refused save. */
  refusals: Record<string, string[]>;
  /** A refusal that names no field (worded by the screen). */
  failure: unknown;
  /** Bumped when the fields change other than by typing (restore, conflict): editors reload. */
  generation: number;
  change(field: PostField, value: string): void;
  save(): Promise<void>;
  /** Keeps the fields named as mine, takes the current version's for the rest, saves. */
  resolve(current: PostEditor, keepMine: PostField[]): Promise<void>;
}

export function useLanguageEdits(post: PostEditor, lang: string): LanguageEdits {
  const [ready, setReady] = useState(false);
  const [edits, setEdits] = useState<Edits | null>(null);
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<PostEditor | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string[]>>({});
  const [generation, setGeneration] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // The edits as last stored, for the callbacks (a save, the online event) between renders.
  const latest = useRef<Edits | null>(null);

  useEffect(() => {
    let current = true;
    void readDraft(post.id, lang).then((draft) => {
      if (!current) return;
      if (draft) {
        latest.current = { version: draft.version, fields: draft.fields };
        setEdits(latest.current);
        setRestored(true);
        setGeneration((value) => value + 1);
      }
      setReady(true);
    });
    return () => {
      current = false;
    };
    // Read once per post and language: later versions keep the edits in memory.
  }, [post.id, lang]);

  const store = useCallback(
    (next: Edits | null) => {
      setEdits(next);
      latest.current = next;
      if (next) void keepDraft({ postId: post.id, lang, ...next });
      else void forgetDraft(post.id, lang);
    },
    [post.id, lang],
  );

  const change = useCallback(
    (field: PostField, value: string) => {
      const base = latest.current ?? { version: post.version, fields: {} };
      const fields = { ...base.fields, [field]: value };
      const saved = post.version === base.version && post.languages[lang]?.fields[field] === value;
      if (saved) delete fields[field];
      store(Object.keys(fields).length ? { version: base.version, fields } : null);
      setRefusals(({ [field]: _dropped, ...others }) => others);
    },
    [post, lang, store],
  );

  const send = useCallback(
    async (toSave: Edits) => {
      setStatus('saving');
      setFailure(null);
      try {
        const saved = await savePostLanguage({ id: post.id, lang, ...toSave });
        // What was typed while the save was on its way is now based on the saved version.
        const now = latest.current;
        store(now === toSave || !now ? null : { version: saved.version, fields: now.fields });
        setConflict(null);
        setRefusals({});
        setRestored(false);
        setStatus('saved');
      } catch (error) {
        // A request that never reached the service (no connection) is not a refusal: the
        // edits wait on the device for the connection to return.
        setStatus(isStudioApiError(error) ? 'idle' : 'offline');
        if (isStaleWriteError(error)) setConflict(error.current);
        else if (isStudioApiError(error)) {
          setRefusals(error.fields);
          if (Object.keys(error.fields).length === 0) setFailure(error);
        }
      }
    },
    [post.id, lang, store],
  );

  const save = useCallback(async () => {
    if (latest.current) await send(latest.current);
  }, [send]);

  const resolve = useCallback(
    async (current: PostEditor, keepMine: PostField[]) => {
      const mine = latest.current?.fields ?? {};
      const fields: Partial<PostFields> = {};
      for (const field of keepMine) if (mine[field] !== undefined) fields[field] = mine[field];
      const next = Object.keys(fields).length ? { version: current.version, fields } : null;
      rememberPost(current);
      store(next);
      setConflict(null);
      setGeneration((value) => value + 1);
      if (next) await send(next);
    },
    [send, store],
  );

  useEffect(() => {
    const online = () => void save();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [save]);

  return {
    ready,
    edits,
    restored,
    status,
    conflict,
    refusals,
    failure,
    generation,
    change,
    save,
    resolve,
  };
}
