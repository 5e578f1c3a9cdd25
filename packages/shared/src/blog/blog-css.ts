/**
 * The styles of the public blog pages (ssr-markup.ts). The server inlines them in a <style> of
 * /blogs and /blogs/:id so the first paint is styled before any script; the web app's blog pages
 * inject the same text, so nothing shifts when the app mounts. Plain CSS, scoped under .md-blog,
 * logical properties so Arabic mirrors.
 */
export const BLOG_CSS = `
.md-blog{--md-blog-brand:#1971c2;--md-blog-text:#1a1b1e;--md-blog-muted:#5c5f66;--md-blog-line:#dee2e6;--md-blog-soft:#f1f3f5;
  color:var(--md-blog-text);background:#fff;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;line-height:1.6}
.md-blog *{box-sizing:border-box}
.md-blog-header{border-block-end:1px solid var(--md-blog-line)}
.md-blog-header-nav{max-width:1120px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;gap:20px}
.md-blog-brand{font-weight:800;font-size:1.2rem;color:var(--md-blog-brand);text-decoration:none}
.md-blog-nav{color:var(--md-blog-text);font-weight:600;text-decoration:none;padding:10px 4px}
.md-blog-nav:hover,.md-blog-brand:hover{text-decoration:underline}
.md-blog-main{max-width:1120px;margin:0 auto;padding:24px 16px 64px}
.md-blog-article{max-width:760px;margin:0 auto}
.md-blog-title{font-size:clamp(1.8rem,5vw,2.6rem);line-height:1.2;margin:8px 0 12px}
.md-blog-meta{color:var(--md-blog-muted);margin:0 0 20px;display:flex;flex-wrap:wrap;gap:4px 16px}
.md-blog-cover,.md-blog-card-cover{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:12px;background:var(--md-blog-soft)}
.md-blog-cover{margin:0 0 28px}
.md-blog-body{font-size:1.075rem;overflow-wrap:anywhere}
.md-blog-body h2{font-size:1.6rem;line-height:1.25;margin:2em 0 .5em}
.md-blog-body h3{font-size:1.3rem;margin:1.6em 0 .4em}
.md-blog-body h4{font-size:1.1rem;margin:1.4em 0 .4em}
.md-blog-body p{margin:0 0 1em}
.md-blog-body a{color:var(--md-blog-brand);text-decoration:underline}
.md-blog-body ul,.md-blog-body ol{padding-inline-start:1.5em;margin:0 0 1em}
.md-blog-body li>p{margin:0 0 .25em}
.md-blog-body blockquote{margin:1.2em 0;padding:.2em 1em;border-inline-start:4px solid var(--md-blog-brand);color:var(--md-blog-muted)}
.md-blog-body pre{background:#1a1b1e;color:#f8f9fa;padding:14px 16px;border-radius:8px;overflow-x:auto;direction:ltr;text-align:left}
.md-blog-body code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
.md-blog-body :not(pre)>code{background:var(--md-blog-soft);padding:.1em .35em;border-radius:4px}
.md-blog-body img{max-width:100%;height:auto;border-radius:8px}
.md-blog-body hr{border:0;border-block-start:1px solid var(--md-blog-line);margin:2em 0}
.md-blog-list-title{font-size:clamp(1.8rem,5vw,2.4rem);margin:8px 0 24px}
.md-blog-list{list-style:none;margin:0;padding:0;display:grid;gap:28px;grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}
.md-blog-card{display:flex;flex-direction:column;gap:8px}
.md-blog-card-title{font-size:1.25rem;line-height:1.3;margin:6px 0 0}
.md-blog-card-title a{color:var(--md-blog-text);text-decoration:none}
.md-blog-card-title a:hover{text-decoration:underline;color:var(--md-blog-brand)}
.md-blog-card-date{color:var(--md-blog-muted);font-size:.9rem}
.md-blog-card-excerpt{margin:0;color:var(--md-blog-text);display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.md-blog-empty{color:var(--md-blog-muted)}
.md-blog-pager{display:flex;justify-content:space-between;gap:16px;margin-top:40px}
.md-blog-pager a{color:var(--md-blog-brand);font-weight:600;padding:10px 0}
.md-blog-pager-older{margin-inline-start:auto}
`;
