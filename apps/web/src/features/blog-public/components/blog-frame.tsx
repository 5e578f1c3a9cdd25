import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BLOG_BRAND } from '@menudelite/shared/blog/ssr-markup';
import { blogStrings } from '@menudelite/shared/blog/strings';
import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';

/** The API, uploaded pictures and files such as /sitemap.xml are the server's, not pages of the app. */
const isServerFile = (pathname: string) => /^\/(api|media|uploads|fonts)\//.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname);

/** A plain left click on a link of this site: the router takes it, so the next page fetches without reloading the app. */
function sameSiteTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || isServerFile(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type TProps = {
  language: TLanguage;
  /** The inside of main.md-blog-main, from the same functions the server renders with (ssr-markup.ts). */
  mainHtml: string;
  /** Links only an admin sees, after the blog link. */
  adminLinks?: ReactNode;
};

/**
 * div.md-blog > header + main, element for element what ssr-markup.ts's frame() writes, so the app
 * mounting over the server's HTML changes nothing on screen. The main part is that same markup as a
 * string: its text and attributes are escaped there, and the post's body is the HTML the server
 * sanitised when the post was saved (no script, handler or javascript: URL survives it).
 */
export function BlogFrame({ language, mainHtml, adminLinks }: TProps) {
  const navigate = useNavigate();
  const words = blogStrings(language);
  function onClick(event: MouseEvent<HTMLElement>) {
    const to = sameSiteTarget(event);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  }
  return (
    <div className="md-blog" lang={language} dir={directionOf(language)} onClick={onClick}>
      <header className="md-blog-header">
        <nav className="md-blog-header-nav" aria-label={words.blogNavigation}>
          <a className="md-blog-brand" href="/">
            {BLOG_BRAND}
          </a>
          <a className="md-blog-nav" href="/blogs">
            {words.blog}
          </a>
          {adminLinks}
        </nav>
      </header>
      <main className="md-blog-main" dangerouslySetInnerHTML={{ __html: mainHtml }} />
    </div>
  );
}
