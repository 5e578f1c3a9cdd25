import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TBlogPost, TBlogPostPage } from '@menudelite/shared/blog/contracts';
import { blogArticleMarkup, blogListMarkup, blogListPageMarkup, blogPostPageMarkup } from '@menudelite/shared/blog/ssr-markup';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { BlogFrame } from '../src/features/blog-public/components/blog-frame';

const post: TBlogPost = {
  id: '0190-post',
  slug: 'spring-menu',
  title: 'Spring "menu" & <more>',
  excerpt: 'Fresh things.',
  language: 'ar',
  coverImage: { sm: '/media/x-sm.webp', md: '/media/x-md.webp', lg: '/media/x-lg.webp' },
  coverImageId: '0190-img',
  status: 'published',
  publishedAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  authorName: 'Admin',
  content: { type: 'doc', content: [] },
  html: '<h2>Hello</h2><p><a href="https://example.com/" rel="noopener noreferrer nofollow">link</a></p>',
};
const page: TBlogPostPage = { items: [post, { ...post, id: 'b', slug: 'b', language: 'en', coverImage: null }], nextCursor: 'next-1' };

/** The DOM a browser builds from the HTML: both renderers may escape differently, the elements must not differ. */
const frameHtml = (language: TLanguage, mainHtml: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(BlogFrame, { language, mainHtml })));
const normalise = (html: string) => html.replace(/&#x27;|&#39;/g, "'");

describe('the blog pages render what the server renders', () => {
  it('a post: the React frame is the server page, element for element', () => {
    expect(normalise(frameHtml(post.language, blogArticleMarkup(post)))).toBe(normalise(blogPostPageMarkup(post)));
  });

  it.each(['en', 'ar'] as const)('the list in %s, first and later pages', (language) => {
    expect(normalise(frameHtml(language, blogListMarkup(page, language, null)))).toBe(normalise(blogListPageMarkup(page, language, null)));
    expect(normalise(frameHtml(language, blogListMarkup(page, language, 'c1')))).toBe(normalise(blogListPageMarkup(page, language, 'c1')));
  });

  it('Arabic is right to left', () => {
    expect(frameHtml('ar', '')).toContain('dir="rtl"');
    expect(frameHtml('en', '')).toContain('dir="ltr"');
  });
});
