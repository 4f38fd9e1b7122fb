// Writes a dump's files as a reader and a diff like them: JSON indented by two spaces, keys
// in the order of the file's schema (content-files.ts), which each file must pass, and a
// newline at the end. They are written aside first and moved into place once all are, so a dump
// that fails leaves the folder as it was; the files of an earlier dump that this one has no
// use for (a page gone, the file of more posts) go, since content:load would read them.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { MORE_POSTS_FILE, checked } from './read-content';

/** A file written, and how many of what it holds. */
export interface DumpedFile {
  file: string;
  count: number;
  of: string;
}

/** A file being written a line at a time. */
export interface LinesFile<T> {
  write(value: T): void;
  close(): void;
}

/** Lines a write to the file of more posts. */
const LINES_A_WRITE = 500;

export class ContentFolder {
  readonly written: DumpedFile[] = [];

  private constructor(
    readonly dir: string,
    private readonly aside: string,
  ) {}

  /** `dir` new, empty, or a content folder (with languages.json): no other folder is written into. */
  static open(dir: string): ContentFolder {
    fs.mkdirSync(dir, { recursive: true });
    const held = fs.readdirSync(dir);
    if (held.length > 0 && !held.includes('languages.json'))
      throw new Error(`${dir} holds other files than content files: name a new or empty folder`);
    return new ContentFolder(dir, fs.mkdtempSync(path.join(dir, '.dump-')));
  }

  json<S extends z.ZodType>(name: string, schema: S, value: z.input<S>, count: number, of: string) {
    const text = JSON.stringify(checked(schema, value, name), null, 2);
    fs.writeFileSync(this.place(name), `${text}\n`);
    this.written.push({ file: name, count, of });
  }

  /** A file of one JSON value a line, each checked with `schema`. */
  lines<S extends z.ZodType>(name: string, schema: S, of: string): LinesFile<z.input<S>> {
    const fd = fs.openSync(this.place(name), 'w');
    const entry: DumpedFile = { file: name, count: 0, of };
    this.written.push(entry);
    let waiting: string[] = [];
    const flush = () => {
      fs.writeSync(fd, waiting.join(''));
      waiting = [];
    };
    return {
      write: (value: z.input<S>) => {
        entry.count += 1;
        waiting.push(`${JSON.stringify(checked(schema, value, `${name} line ${entry.count}`))}\n`);
        if (waiting.length === LINES_A_WRITE) flush();
      },
      close: () => {
        flush();
        fs.closeSync(fd);
      },
    };
  }

  /** Moves the files into place, and removes those content:load would read beside them. */
  commit(): void {
    const names = new Set(this.written.map((entry) => entry.file));
    const pagesDir = path.join(this.dir, 'pages');
    const earlier = fs.existsSync(pagesDir)
      ? fs.readdirSync(pagesDir).filter((name) => name.endsWith('.json'))
      : [];
    for (const name of [...earlier.map((page) => `pages/${page}`), MORE_POSTS_FILE])
      if (!names.has(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    for (const name of names) {
      fs.mkdirSync(path.dirname(path.join(this.dir, name)), { recursive: true });
      fs.renameSync(path.join(this.aside, name), path.join(this.dir, name));
    }
    this.discard();
  }

  discard(): void {
    fs.rmSync(this.aside, { recursive: true, force: true });
  }

  private place(name: string): string {
    const file = path.join(this.aside, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return file;
  }
}
