import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TBlogPublicPost } from '@menudelite/shared/blog/contracts';
import { blogArticleMarkup, blogPostPath } from '@menudelite/shared/blog/ssr-markup';
import { DEFAULT_LANGUAGE, isLanguage } from '@menudelite/shared/i18n/languages';
import { isHttpError } from '../../../lib/http/http-error';
import { usePageMeta } from '../../public-info/public';
import { useBlogPost } from '../api/blog-public';
import { AdminLinks } from '../components/admin-links';
import { BlogFrame } from '../components/blog-frame';
import { ensureBlogStyles } from '../lib/blog-styles';

ensureBlogStyles();

/** Only when a fetch fails: it brings the error words along. */
const BlogProblem = lazy(() => import('../components/blog-problem').then((m) => ({ default: m.BlogProblem })));

const BlogNotFound = lazy(() => import('../../../app/layout/standalone-not-found'));

/** /blogs/:id, by slug or id: one published post in its own language; none is the app's not-found page. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const post = useBlogPost(id);
  const data = post.data;
  if (post.isError) {
    if (isHttpError(post.error) && (post.error.status === 404 || post.error.status === 400)) {
      return (
        <Suspense fallback={null}>
          <BlogNotFound />
        </Suspense>
      );
    }
    return (
      <Suspense fallback={null}>
        <BlogProblem language="en" error={post.error} />
      </Suspense>
    );
  }
  // While it loads (client navigation) the frame stays, in the reader's language, so the header does not jump.
  if (!data) return <BlogFrame language={isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE} mainHtml="" />;
  return (
    <>
      <PostMeta post={data} />
      <BlogFrame language={data.language} mainHtml={blogArticleMarkup(data)} adminLinks={<AdminLinks editId={data.id} />} />
    </>
  );
}

/** Title, description, Open Graph and canonical (the slug's URL, whether it was opened by id or slug). */
function PostMeta({ post }: { post: TBlogPublicPost }) {
  usePageMeta({
    title: post.title,
    description: post.excerpt || post.title,
    path: blogPostPath(post),
    language: post.language,
    image: post.coverImage?.lg,
    type: 'article',
    publishedTime: post.publishedAt ?? undefined,
  });
  return null;
}
