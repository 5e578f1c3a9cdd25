import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { blogListMarkup } from '@menudelite/shared/blog/ssr-markup';
import { blogStrings } from '@menudelite/shared/blog/strings';
import { DEFAULT_LANGUAGE, isLanguage } from '@menudelite/shared/i18n/languages';
import { usePageMeta } from '../../public-info/public';
import { useBlogList } from '../api/blog-public';
import { AdminLinks } from '../components/admin-links';
import { BlogFrame } from '../components/blog-frame';
import { ensureBlogStyles } from '../lib/blog-styles';

ensureBlogStyles();

/** Only when a fetch fails: it brings the error words along. */
const BlogProblem = lazy(() => import('../components/blog-problem').then((m) => ({ default: m.BlogProblem })));

/** /blogs (and ?cursor= for older pages): published posts, newest first, in the reader's language. */
export function BlogListPage() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [params] = useSearchParams();
  const cursor = params.get('cursor') || null;
  const list = useBlogList(cursor);
  const words = blogStrings(language);
  usePageMeta({ title: words.blog, description: words.blogDescription, path: '/blogs', language });
  if (list.isError)
    return (
      <Suspense fallback={null}>
        <BlogProblem language={language} error={list.error} />
      </Suspense>
    );
  // While another page of the list loads (client navigation), the frame stays and main is empty.
  const mainHtml = list.data ? blogListMarkup(list.data, language, cursor) : '';
  return <BlogFrame language={language} mainHtml={mainHtml} adminLinks={<AdminLinks />} />;
}
