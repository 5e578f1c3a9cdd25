/**
 * The `?redirect=` value after sign-in, only when it is a path on this site. Anything that could
 * leave the origin ('//evil.example', '/\\evil.example', 'https://...', 'javascript:') is refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes let some browsers reinterpret the path as a host.
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  try {
    const url = new URL(raw, 'https://menudelite.invalid');
    if (url.origin !== 'https://menudelite.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/signin?redirect=<path+search>` for a page the visitor could not open yet. */
export function signInRedirectUrl(pathWithSearch: string): string {
  return `/signin?redirect=${encodeURIComponent(pathWithSearch)}`;
}
