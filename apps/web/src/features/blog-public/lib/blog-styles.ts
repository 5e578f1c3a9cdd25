import { BLOG_CSS } from '@menudelite/shared/blog/blog-css';

/**
 * The blog's CSS, the same text the server inlines in the page's <style>. Injected once when the
 * blog's chunk loads (before its first render), unless the server's copy is already there.
 */
const STYLE_ID = 'md-blog-css';
const ADMIN_CSS = '.md-blog-admin{display:flex;flex-wrap:wrap;gap:4px 16px;margin-inline-start:auto}';

export function ensureBlogStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const fromServer = [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.md-blog-main{'));
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = fromServer ? ADMIN_CSS : `${BLOG_CSS}${ADMIN_CSS}`;
  document.head.append(style);
}
