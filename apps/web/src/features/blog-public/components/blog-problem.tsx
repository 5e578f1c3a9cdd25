import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { errorSummary } from '../../../lib/http/error-text';
import { useErrorText } from '../../../lib/http/use-error-text';
import { escapeHtml } from '@menudelite/shared/blog/ssr-markup';
import { AdminLinks } from './admin-links';
import { BlogFrame } from './blog-frame';

/** The list or a post could not be fetched (network, 5xx): the frame with the reason, by its key. The errors namespace loads on demand here. */
export function BlogProblem({ language, error }: { language: TLanguage; error: unknown }) {
  const { text, ready } = useErrorText();
  const message = ready ? `<p class="md-blog-empty" role="alert">${escapeHtml(text(errorSummary(error)))}</p>` : '';
  return <BlogFrame language={language} mainHtml={message} adminLinks={<AdminLinks />} />;
}
