import type { TBlogPost, TBlogPostInput, TEditorDoc } from '@menudelite/shared/blog/contracts';
import { isLanguage, type TLanguage } from '@menudelite/shared/i18n/languages';
import { errorCode, errorSummary, fieldErrors, keyText, type TErrorText } from '../../../lib/http/error-text';
import { isHttpError } from '../../../lib/http/http-error';
import { slugify } from './slug';

export type TPostForm = {
  title: string;
  slug: string;
  /** Until the admin types in the slug field, it follows the title. */
  slugTouched: boolean;
  language: TLanguage;
  excerpt: string;
  cover: { id: string; url: string } | null;
};

export const POST_FIELDS = ['title', 'slug', 'language', 'excerpt', 'coverImageId', 'content'] as const;
export type TPostField = (typeof POST_FIELDS)[number];

export function formOf(post: TBlogPost | null, uiLanguage: string): TPostForm {
  if (!post) return { title: '', slug: '', slugTouched: false, language: isLanguage(uiLanguage) ? uiLanguage : 'en', excerpt: '', cover: null };
  return {
    title: post.title,
    slug: post.slug,
    slugTouched: true,
    language: post.language,
    excerpt: post.excerpt,
    cover: post.coverImageId && post.coverImage ? { id: post.coverImageId, url: post.coverImage.md } : null,
  };
}

export function withTitle(form: TPostForm, title: string): TPostForm {
  return { ...form, title, slug: form.slugTouched ? form.slug : slugify(title) };
}

export function inputOf(form: TPostForm, content: TEditorDoc): TBlogPostInput {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    language: form.language,
    excerpt: form.excerpt.trim(),
    coverImageId: form.cover?.id ?? null,
    content,
  };
}

/**
 * A failed save as words: by field where the server named one (400 details), the slug for a 409
 * (another post has it), the rest as one sentence. Never by the English message.
 */
export function saveErrors(error: unknown): { fields: Partial<Record<TPostField, TErrorText>>; summary: TErrorText | null } {
  if (isHttpError(error) && error.status === 409 && errorCode(error) !== 'VALIDATION_FAILED') {
    return { fields: { slug: keyText('alreadyExists') }, summary: null };
  }
  const fields: Partial<Record<TPostField, TErrorText>> = {};
  for (const [path, detail] of Object.entries(fieldErrors(error))) {
    const field = POST_FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !fields[field]) fields[field] = detail.text;
  }
  return { fields, summary: Object.keys(fields).length > 0 ? null : errorSummary(error) };
}
