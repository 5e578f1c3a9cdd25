import { Worker } from 'node:worker_threads';
import type { TErrorShape, TGroupOutcome, TRequest, TResponse, TStatement, TStatementResult, TWorkerOptions, TWorkerStats } from './protocol.ts';

type TPending = { resolve: (response: Extract<TResponse, { ok: true }>) => void; reject: (error: Error) => void };
type TRequestBody = TRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A node:sqlite error rebuilt on the main thread: same message and codes, and the caller's stack. */
export function sqliteError(shape: TErrorShape): Error {
  const error = new Error(shape.message) as Error & { code?: string; errcode?: number; errstr?: string };
  if (shape.code !== undefined) error.code = shape.code;
  if (shape.errcode !== undefined) error.errcode = shape.errcode;
  if (shape.errstr !== undefined) error.errstr = shape.errstr;
  return error;
}

/**
 * One database worker thread seen from the main thread: requests get ids, answers settle them in
 * order. The thread keeps the process alive only while a request is outstanding, so a forgotten
 * close never hangs an exit, and a script awaiting a query never exits under it.
 */
export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, TPending>();
  readonly #ready: Promise<void>;
  #nextId = 1;
  #failure: Error | undefined;

  constructor(options: TWorkerOptions) {
    this.#worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: options });
    this.#ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (message: TResponse) => {
        if ('ready' in message) {
          if (this.#pending.size === 0) this.#worker.unref();
          return resolve();
        }
        const pending = this.#pending.get(message.id);
        if (!pending) return;
        this.#pending.delete(message.id);
        if (this.#pending.size === 0) this.#worker.unref();
        if (message.ok) pending.resolve(message);
        else pending.reject(sqliteError(message.error));
      });
      this.#worker.on('error', (error) => {
        this.#fail(error);
        reject(error);
      });
      this.#worker.on('exit', (code) => {
        const error = new Error(`the ${options.role} database thread exited (code ${code})`);
        this.#fail(error);
        reject(error);
      });
    });
  }

  /** Resolves once the connection is open and configured; rejects with the reason it could not open. */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** Requests outstanding: the driver sends a read to the least busy reader. */
  get load(): number {
    return this.#pending.size;
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send(body: TRequestBody): Promise<Extract<TResponse, { ok: true }>> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker, not a window
      this.#worker.postMessage({ ...body, id });
    });
  }

  async run(statements: TStatement[], inTransaction = false): Promise<TStatementResult> {
    return (await this.#send({ kind: 'run', statements, inTransaction })).result!;
  }

  async group(statements: TStatement[], kind: 'group' | 'reads' = 'group'): Promise<TGroupOutcome[]> {
    return (await this.#send({ kind, statements })).group!;
  }

  async control(kind: 'hold-commits' | 'release-commits' | 'pass-held-commits' | 'fail-next-commit'): Promise<void> {
    await this.#send({ kind });
  }

  async stats(kind: 'stats' | 'checkpoint' = 'stats'): Promise<TWorkerStats> {
    return (await this.#send({ kind })).stats!;
  }

  /** Closes the connection (the writer checkpoints first) and ends the thread. */
  async close(): Promise<void> {
    if (!this.#failure) await this.#send({ kind: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }
}
