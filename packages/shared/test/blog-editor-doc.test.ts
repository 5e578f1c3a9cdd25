import { describe, expect, it } from 'vitest';
import { checkEditorDoc, docPlainText, excerptOf, isSafeHref } from '../src/blog/editor-doc.ts';
import { renderEditorDoc } from '../src/blog/render-doc.ts';
import { blogArticleMarkup, blogListMarkup, escapeHtml } from '../src/blog/ssr-markup.ts';
import { BLOG_STRINGS } from '../src/blog/strings.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';

const OWNER = '00000000-0000-7000-8000-000000000000';
const IMAGE = `/media/${OWNER}/0190b8a0-1111-7111-8111-111111111111-md.webp`;
const doc = (...content: object[]) => ({ type: 'doc', content });
const p = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (href: string) => p(text('x', [{ type: 'link', attrs: { href, target: '_blank', rel: 'whatever', class: null } }]));

describe('the editor JSON allowlist', () => {
  it('accepts every node and mark the editor writes', () => {
    const full = doc(
      { type: 'heading', attrs: { level: 3 }, content: [text('Title', [{ type: 'bold' }, { type: 'italic' }])] },
      p(text('a', [{ type: 'strike' }]), { type: 'hardBreak' }, text('b', [{ type: 'code' }]), text('c', [{ type: 'underline' }])),
      { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [p(text('one'))] }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('two'))] }] },
      { type: 'blockquote', content: [p(text('quote'))] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('const a = "<b>";')] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src: IMAGE, alt: 'A dish', title: null, width: null, height: null } },
      link('https://example.com/a?b=1'),
      link('mailto:hello@example.com'),
      link('/pricing'),
    );
    const checked = checkEditorDoc(full);
    expect(checked).toEqual({ ok: true, doc: full });
    expect(renderEditorDoc(full as any)).toBe(
      '<h3><strong><em>Title</em></strong></h3><p><s>a</s><br><code>b</code><u>c</u></p><ol start="3"><li><p>one</p></li></ol>' +
        '<ul><li><p>two</p></li></ul><blockquote><p>quote</p></blockquote><pre><code class="language-ts">const a = &quot;&lt;b&gt;&quot;;</code></pre><hr>' +
        `<img src="${IMAGE}" alt="A dish" loading="lazy">` +
        '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">x</a></p>' +
        '<p><a href="mailto:hello@example.com">x</a></p><p><a href="/pricing">x</a></p>',
    );
  });

  const refused: [string, object][] = [
    ['a script node', doc({ type: 'script', content: [text('alert(1)')] })],
    ['a raw html node', doc({ type: 'html', attrs: { html: '<b>' } })],
    ['a javascript: link', doc(link('javascript:alert(1)'))],
    ['an upper-case JAVASCRIPT: link', doc(link('JAVASCRIPT:alert(1)'))],
    ['a javascript: link split by a newline', doc(link('java\nscript:alert(1)'))],
    ['a data: link', doc(link('data:text/html;base64,PHNjcmlwdD4='))],
    ['a vbscript: link', doc(link('vbscript:msgbox(1)'))],
    ['a protocol-relative link', doc(link('//evil.example'))],
    ['a backslash link', doc(link('/\\evil.example'))],
    ['an onerror attribute', doc({ type: 'image', attrs: { src: IMAGE, onerror: 'alert(1)' } })],
    ['an onclick attribute on a mark', doc(p(text('x', [{ type: 'bold', attrs: { onclick: 'x' } }])))],
    ['an image from another host', doc({ type: 'image', attrs: { src: 'https://evil.example/a.webp' } })],
    ['an image path that escapes the folder', doc({ type: 'image', attrs: { src: `/media/${OWNER}/../../etc/passwd` } })],
    [
      'an unknown node nested deep',
      doc({ type: 'blockquote', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'iframe' }] }] }] }),
    ],
    ['a style attribute', doc({ type: 'paragraph', attrs: { style: 'background:url(javascript:x)' } })],
    ['a doc inside a doc', doc(doc())],
    ['an extra key on a node', doc({ type: 'paragraph', html: '<script>' })],
    ['a heading of level 5', doc({ type: 'heading', attrs: { level: 5 } })],
    ['a text node without text', doc(p({ type: 'text' }))],
    ['a top node that is not a doc', p(text('x'))],
    ['an attribute named like an Object.prototype member (constructor)', doc({ type: 'paragraph', attrs: { constructor: 1 } })],
    ['an attribute named hasOwnProperty', doc({ type: 'heading', attrs: { level: 2, hasOwnProperty: 1 } })],
    ['a tree too deep', doc(Array.from({ length: 30 }).reduce<object>((inner) => ({ type: 'blockquote', content: [inner] }), p(text('x'))))],
  ];
  for (const [name, value] of refused) {
    it(`refuses ${name}`, () => {
      expect(checkEditorDoc(value).ok).toBe(false);
    });
  }

  it('renders "<script>" typed as text escaped', () => {
    expect(renderEditorDoc(doc(p(text('<script>alert(1)</script>'))) as any)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('safe links are http(s), mailto and site paths only', () => {
    for (const href of ['https://a.example', 'http://a.example/x', 'mailto:a@b.example', '/blogs/x']) expect(isSafeHref(href), href).toBe(true);
    for (const href of ['javascript:x', ' javascript:x', 'data:x', '//a.example', 'ftp://a.example', 'https://', '', 'mailto:'])
      expect(isSafeHref(href), href).toBe(false);
  });

  it('the excerpt is the first words, cut at a word', () => {
    expect(docPlainText(doc({ type: 'heading', attrs: { level: 2 }, content: [text('Hi')] }, p(text('there'), text(' you'))) as any)).toBe('Hi there you');
    expect(excerptOf('one two three four', 12)).toBe('one two…');
  });
});

describe('the shared SSR markup', () => {
  const post = {
    id: 'p1',
    slug: 'a-b',
    title: 'A "quoted" <title>',
    excerpt: 'x & y',
    language: 'ar' as const,
    coverImage: { sm: '/s.webp', md: '/m.webp', lg: '/l.webp' },
    status: 'published' as const,
    publishedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    authorName: '<b>Ada</b>',
    coverImageId: 'c1',
    content: { type: 'doc' as const },
    html: '<p>body</p>',
  };

  it('escapes every text and attribute, and keeps the sanitised body as is', () => {
    const html = blogArticleMarkup(post);
    expect(html).toContain('<h1 class="md-blog-title">A &quot;quoted&quot; &lt;title&gt;</h1>');
    expect(html).toContain('بقلم &lt;b&gt;Ada&lt;/b&gt;');
    expect(html).toContain('<time datetime="2026-11-20T10:00:00.000Z">');
    expect(html).toContain('<div class="md-blog-body"><p>body</p></div>');
    expect(html).toContain('width="1280" height="720" alt=""');
  });

  it('the list links each post by slug and the next page by cursor', () => {
    const html = blogListMarkup({ items: [post], nextCursor: 'abc=' }, 'en', null);
    expect(html).toContain('<a href="/blogs/a-b">A &quot;quoted&quot; &lt;title&gt;</a>');
    expect(html).toContain('<a class="md-blog-pager-older" href="/blogs?cursor=abc%3D">Older posts</a>');
    expect(html).not.toContain('md-blog-pager-newest');
    expect(blogListMarkup({ items: [], nextCursor: null }, 'fr', 'c')).toContain('Aucun article pour le moment.');
  });

  it('has every word in all 14 languages', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(BLOG_STRINGS[language])) expect(value, `${language}.${key}`).toBeTruthy();
      expect(BLOG_STRINGS[language].byAuthor).toContain('{name}');
    }
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
