// One language's unsaved edits in the editor: kept on the device as they are typed,
// restored when the editor opens, saved against the version they were based on (If-Match),
// and saved again by themselves when the connection returns. A stale save becomes a
// conflict to resolve; a refused one, rules per field.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isStaleWriteError } from '@studio/shared/api/stale-write-error';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { forgetDraft, keepDraft, readDraft } from './draft-db';
import type { ItemId, ItemKind, TranslatedItem } from './item-kind';

export interface Edits<F extends string> {
  version: number;
  fields: Partial<Record<F, string>>;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline';

export interface LanguageEdits<F extends string, E extends TranslatedItem<F>> {
  /** False until the device's copy (if any) has been read. */
  ready: boolean;
  edits: Edits<F> | null;
  restored: boolean;
  status: SaveStatus;
  /** The version the service holds now, when a save was based on an older one. */
  conflict: E | null;
  /** Rules broken per field, from the last refused save. */
  refusals: Record<string, string[]>;
  /** A refusal that names no field (worded by the screen). */
  failure: unknown;
  /** Bumped when the fields change other than by typing (restore, conflict): editors reload. */
  generation: number;
  change(field: F, value: string): void;
  save(): Promise<void>;
  /** Keeps the fields named as mine, takes the current version's for the rest, saves. */
  resolve(current: E, keepMine: F[]): Promise<void>;
}

export function useLanguageEdits<F extends string, E extends TranslatedItem<F>, I extends ItemId>(
  kind: ItemKind<F, E, I>,
  item: E,
  lang: string,
): LanguageEdits<F, E> {
  const id = kind.idOf(item);
  const [ready, setReady] = useState(false);
  const [edits, setEdits] = useState<Edits<F> | null>(null);
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<E | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string[]>>({});
  const [generation, setGeneration] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // The edits as last stored, for the callbacks (a save, the online event) between renders.
  const latest = useRef<Edits<F> | null>(null);

  useEffect(() => {
    let current = true;
    void readDraft(kind.key, id, lang).then((draft) => {
      if (!current) return;
      if (draft) {
        latest.current = { version: draft.version, fields: draft.fields as Edits<F>['fields'] };
        setEdits(latest.current);
        setRestored(true);
        setGeneration((value) => value + 1);
      }
      setReady(true);
    });
    return () => {
      current = false;
    };
    // Read once per item and language: later versions keep the edits in memory.
  }, [kind.key, id, lang]);

  const store = useCallback(
    (next: Edits<F> | null) => {
      setEdits(next);
      latest.current = next;
      if (next) void keepDraft({ kind: kind.key, itemId: id, lang, ...next });
      else void forgetDraft(kind.key, id, lang);
    },
    [kind.key, id, lang],
  );

  const change = useCallback(
    (field: F, value: string) => {
      const base = latest.current ?? { version: item.version, fields: {} };
      const fields: Edits<F>['fields'] = { ...base.fields, [field]: value };
      const saved = item.version === base.version && item.languages[lang]?.fields[field] === value;
      if (saved) delete fields[field];
      store(Object.keys(fields).length ? { version: base.version, fields } : null);
      setRefusals(({ [field]: _dropped, ...others }) => others);
    },
    [item, lang, store],
  );

  const send = useCallback(
    async (toSave: Edits<F>) => {
      setStatus('saving');
      setFailure(null);
      try {
        const saved = await kind.saveLanguage({ id, lang, ...toSave });
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
        if (isStaleWriteError<E>(error)) setConflict(error.current);
        else if (isStudioApiError(error)) {
          setRefusals(error.fields);
          if (Object.keys(error.fields).length === 0) setFailure(error);
        }
      }
    },
    [kind, id, lang, store],
  );

  const save = useCallback(async () => {
    if (latest.current) await send(latest.current);
  }, [send]);

  const resolve = useCallback(
    async (current: E, keepMine: F[]) => {
      const mine: Edits<F>['fields'] = latest.current?.fields ?? {};
      const fields: Edits<F>['fields'] = {};
      for (const field of keepMine) if (mine[field] !== undefined) fields[field] = mine[field];
      const next = Object.keys(fields).length ? { version: current.version, fields } : null;
      kind.remember(current);
      store(next);
      setConflict(null);
      setGeneration((value) => value + 1);
      if (next) await send(next);
    },
    [kind, send, store],
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
