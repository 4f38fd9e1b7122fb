// Reads that would hold SQLite's one connection, and so the service's only thread, for a
// long time (every post's sitemap measures: 0.3-0.65 s at 100,000 posts a language) run on
// a connection of their own in a worker thread (sqlite-reader-worker.ts), started for such
// reads and ended once they are answered. The service's thread goes on answering meanwhile;
// under WAL the worker reads the database as it was when its read began, as any read does.
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { Column, ReadAnswer, ReadRequest } from './sqlite-reader-worker';

export type Columns = Record<string, Column>;

/** The worker: the built module beside the service's bundle, or the source through tsx. */
function startWorker(file: string): Worker {
  const workerData = { file };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./sqlite-reader-worker.mjs', import.meta.url), { workerData });
  }
  // From source (tests, `npm run dev:server`): Node 20 gives a worker no loader from its
  // flags, so the worker registers tsx itself before it imports the module.
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./sqlite-reader-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(source)});
  });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

interface Waiting {
  resolve: (columns: Columns) => void;
  reject: (error: Error) => void;
}

/** A thread started, and the reads sent to it that it has not answered yet. */
interface Running {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

export class SqliteReaderThread {
  private current?: Running;
  private nextId = 1;

  constructor(private readonly file: string) {}

  /** The named columns of the query's rows: numbers as a Float64Array, others as an array. */
  columns(query: CompiledQuery, names: readonly string[]): Promise<Columns> {
    const running = (this.current ??= this.start());
    const id = this.nextId++;
    const request: ReadRequest = { id, sql: query.sql, parameters: query.parameters, names };
    return new Promise<Columns>((resolve, reject) => {
      running.waiting.set(id, { resolve, reject });
      running.worker.postMessage(request);
    });
  }

  /** Whether the thread is running (reads are waiting for it). */
  get running(): boolean {
    return this.current !== undefined;
  }

  async close(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    if (!running) return;
    await running.worker.terminate();
    failAll(running, new Error('the reader thread was closed'));
  }

  private start(): Running {
    const running: Running = { worker: startWorker(this.file), waiting: new Map() };
    const { worker, waiting } = running;
    // A thread waiting for reads does not keep the process alive.
    worker.unref();
    const forget = () => {
      if (this.current === running) this.current = undefined;
    };
    worker.on('message', (answer: ReadAnswer) => {
      const read = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) read?.reject(new Error(answer.error));
      else read?.resolve(answer.columns);
      // Such reads are rare (once per content version): a thread kept waiting for the next
      // one held 20-30 MB more of the service's resident memory.
      if (waiting.size === 0) {
        forget();
        void worker.terminate();
      }
    });
    // A thread that failed (its file gone, say) fails its reads; the next read starts another.
    const lost = (error: Error) => {
      forget();
      failAll(running, error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the reader thread ended (${code})`)));
    return running;
  }
}

function failAll({ waiting }: Running, error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}
