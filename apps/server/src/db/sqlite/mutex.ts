/**
 * First come, first served: who holds the one write connection. Statements of two holders must
 * never interleave on it (one's BEGIN ... COMMIT would swallow the other's writes).
 */
export class Mutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }

  /** Holders waiting behind the current one. */
  get waiting(): number {
    return this.#waiters.length;
  }
}
