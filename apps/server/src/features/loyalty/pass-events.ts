import type { TDb } from '../../db/database.ts';

/** Told after a pass's stamps or gifts changed and the change committed (the wallet feature pushes to devices). */
export type TPassChangeListener = (passIdentifier: string) => Promise<void>;

// Per database handle, so two apps in one process (tests) never call each other's listeners.
const listeners = new WeakMap<TDb, TPassChangeListener[]>();

export function onPassChanged(db: TDb, listener: TPassChangeListener): void {
  listeners.set(db, [...(listeners.get(db) ?? []), listener]);
}

/** Never throws: a failed push must not undo or retry a committed stamp (the device still pulls on its own). */
export async function passChanged(db: TDb, passIdentifier: string, log?: (error: unknown) => void): Promise<void> {
  for (const listener of listeners.get(db) ?? []) {
    try {
      await listener(passIdentifier);
    } catch (error) {
      log?.(error);
    }
  }
}
