import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One venue's serialized menu, ready to send in each encoding, with what it is valid for. */
export type TCachedMenu = {
  stamp: string;
  /** The time-dependent parts (sold out, tag windows, opening hours) hold from builtAt until validUntil. */
  builtAt: number;
  validUntil: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

export function cachedMenu(stamp: string, builtAt: number, validUntil: number, json: string): TCachedMenu {
  const identity = Buffer.from(json);
  return {
    stamp,
    builtAt,
    validUntil,
    // Strong validator: the hash of the exact bytes, the same in every process for the same menu.
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    // A middling quality: the body is rebuilt at most once a minute per venue, and q11 costs far more.
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/**
 * Serialized menus per venue, in this process only. Correct across processes because an entry
 * is used only while its stamp (menu_version + updated_at) still matches the database and the
 * time-dependent parts are still true (validUntil).
 */
export function createMenuCache(maxEntries = 1000) {
  const entries = new Map<string, TCachedMenu>();
  return {
    get(restaurantId: string, stamp: string, now: number): TCachedMenu | undefined {
      const entry = entries.get(restaurantId);
      // A clock set back (NTP) also rebuilds: the entry was computed for a later moment.
      return entry && entry.stamp === stamp && now >= entry.builtAt && now < entry.validUntil ? entry : undefined;
    },
    set(restaurantId: string, entry: TCachedMenu): void {
      entries.delete(restaurantId);
      entries.set(restaurantId, entry);
      // Maps keep insertion order: the first key is the least recently rebuilt venue.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
export type TMenuCache = ReturnType<typeof createMenuCache>;
