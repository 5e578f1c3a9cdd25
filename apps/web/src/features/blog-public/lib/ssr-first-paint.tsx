import type { ReactNode } from 'react';
import type { TBlogSsrData } from '@menudelite/shared/blog/contracts';

/*
 * The server renders /blogs and /blogs/:id into #root (packages/shared/src/blog/ssr-markup.ts) and
 * puts what it rendered from in script#md-ssr-data. Both are read here once, when this module is
 * imported (router.tsx imports it, before React mounts over #root): the markup so the start-up
 * fallback can show it unchanged, the data so the blog pages seed their query instead of fetching.
 * Kept tiny and free of zod: it sits in the app's first chunk.
 */
const SSR_DATA_ID = 'md-ssr-data';

function readSsr(): { html: string | null; data: TBlogSsrData | null } {
  if (typeof document === 'undefined') return { html: null, data: null };
  const script = document.getElementById(SSR_DATA_ID);
  if (!script) return { html: null, data: null };
  let data: TBlogSsrData | null = null;
  try {
    data = JSON.parse(script.textContent ?? 'null') as TBlogSsrData;
  } catch {
    data = null;
  }
  const root = document.getElementById('root');
  // The markup without the data script, should the server have put it inside #root.
  const html = root ? root.innerHTML.replace(/<script[^>]*id="md-ssr-data"[^>]*>[\s\S]*?<\/script>/, '') : null;
  return { html, data };
}

const ssr = readSsr();
/** When the page was served: the seeded query is as fresh as this. */
export const SSR_LOADED_AT = Date.now();

/** The server's data for this first page, or null (client navigation, another page, no SSR). */
export function ssrData(): TBlogSsrData | null {
  return ssr.data;
}

/**
 * While the app starts (and the blog route's chunk loads), the server's markup stays on screen as
 * it was, instead of the start-up spinner: nothing moves when the blog page replaces it with the
 * same elements. display: contents keeps the wrapper out of the layout.
 */
export function SsrFirstPaint({ fallback }: { fallback: ReactNode }) {
  if (!ssr.html) return fallback;
  // The server's own render of this page (its post body sanitised on the server), shown again as it was.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: ssr.html }} />;
}
