/**
 * Which physical device a staff request comes from (issue 8: shared terminals). A random id kept in
 * localStorage, sent as X-Device-Id: the server limits manager-PIN attempts per device and the audit
 * log records it. Not a secret and not a tracker: it never leaves this venue's own API.
 */
const STORAGE_KEY = 'md.deviceId';
let memory: string | null = null;

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function deviceId(): string {
  if (memory) return memory;
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    memory = stored && /^[\w-]{8,64}$/.test(stored) ? stored : randomId();
    if (memory !== stored) globalThis.localStorage?.setItem(STORAGE_KEY, memory);
  } catch {
    // Storage blocked (private mode): the id lives as long as the page.
    memory ??= randomId();
  }
  return memory;
}
