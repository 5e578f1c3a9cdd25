import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOG_EXCERPT_MAX, BLOG_SLUG_MAX, BLOG_TITLE_MAX } from '@menudelite/shared/blog/contracts';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, isLanguage } from '@menudelite/shared/i18n/languages';
import { slugify } from '../lib/slug';
import { withTitle, type TPostField, type TPostForm } from '../lib/post-form';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }));

type TProps = { form: TPostForm; onChange: (form: TPostForm) => void; errors: Partial<Record<TPostField, string>> };

/** Title (with its counter), slug (follows the title until typed in), language and excerpt. */
export function PostFields({ form, onChange, errors }: TProps) {
  const { t } = useTranslation('blog');
  return (
    <>
      <TextInput
        label={t('fields.title')}
        required
        maxLength={BLOG_TITLE_MAX}
        value={form.title}
        onChange={(e) => onChange(withTitle(form, e.currentTarget.value))}
        description={t('fields.counter', { count: form.title.length, max: BLOG_TITLE_MAX })}
        error={errors.title}
        data-testid="blog-title"
      />
      <TextInput
        label={t('fields.slug')}
        required
        maxLength={BLOG_SLUG_MAX}
        value={form.slug}
        dir="ltr"
        leftSection={<span className="blog-admin-slug-prefix">/blogs/</span>}
        leftSectionWidth={64}
        description={t('fields.slugHint')}
        onChange={(e) => onChange({ ...form, slug: e.currentTarget.value.toLowerCase(), slugTouched: true })}
        onBlur={() => onChange({ ...form, slug: slugify(form.slug) })}
        error={errors.slug}
        data-testid="blog-slug"
      />
      <NativeSelect
        label={t('fields.language')}
        data={LANGUAGE_OPTIONS}
        value={form.language}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLanguage(value)) onChange({ ...form, language: value });
        }}
        error={errors.language}
        data-testid="blog-language"
      />
      <Textarea
        label={t('fields.excerpt')}
        maxLength={BLOG_EXCERPT_MAX}
        autosize
        minRows={2}
        value={form.excerpt}
        onChange={(e) => onChange({ ...form, excerpt: e.currentTarget.value })}
        description={t('fields.excerptHint', { count: form.excerpt.length, max: BLOG_EXCERPT_MAX })}
        error={errors.excerpt}
        data-testid="blog-excerpt"
      />
    </>
  );
}
