import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@menudelite/shared/site/public-pages';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { adminHeaders, pngBytes, postBody } from './blog-helpers.ts';

/** A built app's index.html, as Vite writes it (the module script in the head, the spinner in #root). */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="MenuDelite: digital menus." />
    <title>MenuDelite</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="md-startup" role="status"><svg></svg></div>
    </div>
  </body>
</html>`;

let t: TTestApp;
let admin: Record<string, string>;
let dist: string;
let post: any;
let arabic: any;
let draft: any;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'blog-ssr-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://menudelite.example' });
  admin = await adminHeaders(t, 'Ada <Admin>');
  const image = (
    await t.app.inject({ method: 'POST', url: '/api/admin/blog/images', headers: { ...admin, 'content-type': 'image/png' }, payload: await pngBytes() })
  ).json();
  const create = async (body: object) => (await t.app.inject({ method: 'POST', url: '/api/admin/blog/posts', headers: admin, payload: body })).json();
  post = await create(
    postBody({
      title: 'Menus </script><script>alert(1)</script> that sell',
      slug: 'menus-that-sell',
      excerpt: 'Why "photos" & short names win \u2028 every time.',
      coverImageId: image.id,
    }),
  );
  arabic = await create(postBody({ title: 'قوائم طعام أفضل', slug: 'arabic-menus', language: 'ar' }));
  draft = await create(postBody({ title: 'Secret draft', slug: 'secret-draft' }));
  for (const p of [post, arabic]) await t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${p.id}/publish`, headers: admin, payload: {} });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * The pages' absolute URLs come from PUBLIC_URL once app.ts passes it to the web-app plugin, else from
 * the request's origin: the requests name the same host, and the checks leave the scheme open.
 */
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'menudelite.example', ...headers } });
const ssrData = (html: string) => JSON.parse(/<script type="application\/json" id="md-ssr-data">([^]*?)<\/script>/.exec(html)![1]!);

describe('server-rendered blog pages', () => {
  it('a post: title, description, og tags (article, cover image), canonical by slug, lang/dir, markup and escaped data', async () => {
    for (const url of [`/blogs/${post.slug}`, `/blogs/${post.id}`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<title>Menus &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; that sell · MenuDelite</title>');
      expect(html).toContain('<meta name="description" content="Why &quot;photos&quot; &amp; short names win \u2028 every time.">');
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://menudelite\\.example${post.coverImage.lg}">`));
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/menudelite\.example\/blogs\/menus-that-sell">/);
      expect(html).toMatch(/<meta property="og:url" content="https?:\/\/menudelite\.example\/blogs\/menus-that-sell">/);
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('<h1 class="md-blog-title">Menus &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; that sell</h1>');
      expect(html).toContain('<span class="md-blog-author">By Ada &lt;Admin&gt;</span>');
      expect(html).toContain('<div class="md-blog-body"><h2>Hello</h2>');
      expect(html).not.toContain('md-startup');
      expect(html).toContain('.md-blog-body');
      // The only "<script" tags are the app's and the data's: the title's fake one is escaped everywhere.
      expect(html.match(/<script/g)).toHaveLength(2);
      // U+2028 is harmless in an attribute, but never raw inside the script's JSON.
      expect(/id="md-ssr-data">([^]*?)<\/script>/.exec(html)![1]).not.toContain('\u2028');
      const data = ssrData(html);
      expect(data.kind).toBe('blogPost');
      expect(data.post.title).toBe(post.title);
      // Readers get the HTML, not the editor's JSON as well (the page would carry the body twice).
      expect(data.post.content).toBeUndefined();
      expect(data.post.html).toContain('<h2>Hello</h2>');
      expect(data.post.excerpt).toContain('\u2028');
    }
  });

  it('an Arabic post is rendered right to left', async () => {
    const html = (await page('/blogs/arabic-menus')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div class="md-blog" lang="ar" dir="rtl">');
    expect(html).toContain('<meta property="og:locale" content="ar">');
  });

  it("the list: newest first, in the reader's language, with its data", async () => {
    const res = await page('/blogs', { cookie: 'locale=de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('<title>Blog · MenuDelite</title>');
    expect(res.body).toMatch(/<link rel="canonical" href="https?:\/\/menudelite\.example\/blogs">/);
    expect(res.body).toContain('href="/blogs/menus-that-sell"');
    expect(res.body).not.toContain('secret-draft');
    const data = ssrData(res.body);
    expect(data).toMatchObject({ kind: 'blogList', cursor: null });
    expect(data.page.items.map((p: any) => p.slug)).toEqual(['arabic-menus', 'menus-that-sell']);
  });

  it("a title with $' or $& is written as it is, never expanded into pieces of the page", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: admin,
      payload: postBody({ title: "Run echo $'x' and $& and $`", slug: 'dollar-signs' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/admin/blog/posts/${res.json().id}/publish`, headers: admin, payload: {} });
    const html = (await page('/blogs/dollar-signs')).body;
    expect(html).toContain('<title>Run echo $&#39;x&#39; and $&amp; and $` · MenuDelite</title>');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('a draft, an unknown post and a bad cursor answer 404 with the plain app; the editor pages are the plain app', async () => {
    for (const url of [`/blogs/${draft.slug}`, `/blogs/${draft.id}`, '/blogs/no-such-post', '/blogs?cursor=nonsense']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('md-startup');
      expect(res.body).not.toContain('md-ssr-data');
    }
    for (const url of ['/blogs/create', `/blogs/${post.id}/edit`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('md-ssr-data');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page and each published post (with lastmod), never a draft', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of PUBLIC_PAGE_PATHS.filter((p) => p !== '/join-us'))
      expect(res.body).toContain(`<loc>${new URL(path, 'https://menudelite.example').href}</loc>`);
    // /join-us is /businesses under another name (its canonical URL): only the canonical one is listed.
    expect(res.body).not.toContain('/join-us');
    expect(res.body).toMatch(/<url><loc>https:\/\/menudelite\.example\/blogs\/menus-that-sell<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/);
    expect(res.body).toContain('https://menudelite.example/blogs/arabic-menus');
    expect(res.body).not.toContain('secret-draft');
  });

  it('robots.txt allows the public pages, keeps crawlers off the API, dashboard, table and admin pages, and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /eat/',
      'Disallow: /blogs/create',
      'Disallow: /blogs/*/edit',
      'Disallow: /restaurants/*/admin',
      'Disallow: /menu$',
      'Disallow: /orders/',
      'Disallow: /deliteClub$',
    ])
      expect(lines).toContain(rule);
    expect(lines).toContain('Sitemap: https://menudelite.example/sitemap.xml');
    // Prefix rules never hide a public page (/deliteClub must not hide /deliteClubInfo).
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const path of PUBLIC_PAGE_PATHS) {
      for (const rule of disallowed) {
        const pattern = new RegExp(`^${rule.replace(/[.?+^()[\]{}|\\]/g, '\\$&').replace(/\*/g, '.*')}`);
        expect(pattern.test(path), `${rule} hides ${path}`).toBe(false);
      }
    }
  });
});
