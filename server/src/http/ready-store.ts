// Values produced once per content version and kept, bounded: what prepared API answers,
// rendered pages, blog list counts and sitemap plans share. A request for a key being
// produced waits for that production; a content change forgets every value, and a
// production that finishes after one is handed to its waiters but not kept; a failed
// production is not kept either. A content change reaches a store by `invalidate`, or, for
// a store that follows another's content version (`follows`), when it next sees that
// version moved on. Some values can be forgotten on their own (`forget`), as answers
// showing visit counts are. Bounded by entries and by bytes, the least recently used going
// first, and by age.

export interface ReadyStoreLimits {
  maxEntries: number;
  /** Bytes held at most, as `sizeOf` counts them. */
  maxBytes?: number;
  /** A value older than this is produced again. */
  maxAgeMs?: number;
}

export interface ReadyStoreOptions<V> {
  /** The bytes a value holds (0 when not given). */
  sizeOf?: (value: V) => number;
  /** False for a value that is handed out but not kept. */
  keeps?: (value: V) => boolean;
  now?: () => number;
  /**
   * The content version of another store this one follows, instead of being invalidated
   * itself: read at each use, and every value forgotten (as by `invalidate`) once it has
   * moved on.
   */
  follows?: () => number;
}

interface Held<V> {
  value: V;
  size: number;
  bornAt: number;
  /** Times it was handed out after the request that produced it. */
  hits: number;
}

/** A value `forget` forgot. */
export interface Forgotten {
  key: string;
  hits: number;
}

export class ReadyStore<V> {
  private held = new Map<string, Held<V>>();
  private pending = new Map<string, Promise<V>>();
  private bytes = 0;
  private version = 0;
  /** The followed content version as last seen (see ReadyStoreOptions.follows). */
  private followed?: number;

  constructor(
    private readonly limits: ReadyStoreLimits,
    private readonly options: ReadyStoreOptions<V> = {},
  ) {}

  /** Moves on at every content change. */
  get contentVersion(): number {
    this.catchUp();
    return this.version;
  }

  get size(): { entries: number; bytes: number } {
    this.catchUp();
    return { entries: this.held.size, bytes: this.bytes };
  }

  /** Forgets every value; called when stored content changes. */
  invalidate(): void {
    this.version += 1;
    this.held.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /**
   * Forgets the values whose keys `stale` picks, and what is being produced for them (it is
   * handed to its waiters but not kept); the rest stay, and the content version stays.
   * Returns the values it forgot, the most recently used first.
   */
  forget(stale: (key: string, value?: V) => boolean): Forgotten[] {
    const forgotten: Forgotten[] = [];
    for (const [key, held] of this.held) {
      if (!stale(key, held.value)) continue;
      this.held.delete(key);
      this.bytes -= held.size;
      forgotten.push({ key, hits: held.hits });
    }
    for (const key of this.pending.keys()) if (stale(key)) this.pending.delete(key);
    return forgotten.reverse();
  }

  /**
   * The value at `key`, produced by `produce` (given the content version it starts from)
   * only when no fresh one is held or coming; `produced` is true for the one caller whose
   * call produced it.
   */
  async get(
    key: string,
    produce: (version: number) => Promise<V>,
  ): Promise<{ value: V; produced: boolean }> {
    this.catchUp();
    const held = this.peek(key);
    if (held !== undefined) return { value: held, produced: false };
    const inFlight = this.pending.get(key);
    if (inFlight) return { value: await inFlight, produced: false };

    const version = this.version;
    const work = produce(version).then((value) => {
      this.catchUp();
      const current = version === this.version && this.pending.get(key) === work;
      if (current && this.options.keeps?.(value) !== false) this.keep(key, value);
      return value;
    });
    this.pending.set(key, work);
    try {
      return { value: await work, produced: true };
    } finally {
      if (this.pending.get(key) === work) this.pending.delete(key);
    }
  }

  /** The value at `key` when a fresh one is held; nothing is produced. */
  peek(key: string): V | undefined {
    this.catchUp();
    const held = this.held.get(key);
    if (!held || !this.isFresh(held)) return undefined;
    // Most recently used last: eviction takes from the front.
    this.held.delete(key);
    this.held.set(key, held);
    held.hits += 1;
    return held.value;
  }

  /**
   * Counts again the bytes of the value held at `key`, which has grown (a copy added), and
   * makes room for them as for a new value: the least recently used others go first, and
   * the value itself when it no longer fits at all.
   */
  recount(key: string): void {
    const held = this.held.get(key);
    if (!held) return;
    this.bytes -= held.size;
    held.size = this.options.sizeOf?.(held.value) ?? 0;
    this.bytes += held.size;
    const { maxBytes = Infinity } = this.limits;
    if (held.size > maxBytes) {
      this.held.delete(key);
      this.bytes -= held.size;
      return;
    }
    for (const [otherKey, other] of this.held) {
      if (this.bytes <= maxBytes) break;
      if (otherKey === key) continue;
      this.held.delete(otherKey);
      this.bytes -= other.size;
    }
  }

  /** Forgets every value when the content version this store follows has moved on. */
  private catchUp(): void {
    const followed = this.options.follows?.();
    if (followed === undefined || followed === this.followed) return;
    this.followed = followed;
    this.invalidate();
  }

  private isFresh(held: Held<V>): boolean {
    const { maxAgeMs } = this.limits;
    return maxAgeMs === undefined || this.now() - held.bornAt < maxAgeMs;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private keep(key: string, value: V): void {
    const previous = this.held.get(key);
    if (previous) {
      this.held.delete(key);
      this.bytes -= previous.size;
    }
    const size = this.options.sizeOf?.(value) ?? 0;
    const { maxEntries, maxBytes = Infinity } = this.limits;
    if (size > maxBytes || maxEntries <= 0) return;
    while (this.held.size >= maxEntries || this.bytes + size > maxBytes) {
      const [oldestKey, oldest] = this.held.entries().next().value!;
      this.held.delete(oldestKey);
      this.bytes -= oldest.size;
    }
    this.held.set(key, { value, size, bornAt: this.now(), hits: 0 });
    this.bytes += size;
  }
}
