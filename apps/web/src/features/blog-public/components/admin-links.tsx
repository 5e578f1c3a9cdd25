import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';

/**
 * For platform admins only: write a post (the editor, which also lists drafts and scheduled posts)
 * and, on a post, edit it. In the admin's own language; readers never see them.
 */
export function AdminLinks({ editId }: { editId?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  if (!user?.isAdminAccount) return null;
  return (
    <span className="md-blog-admin" lang={i18n.language}>
      {editId && (
        <a className="md-blog-nav" href={`/blogs/${encodeURIComponent(editId)}/edit`} data-testid="blog-edit-link">
          {t('pages.blogEdit')}
        </a>
      )}
      <a className="md-blog-nav" href="/blogs/create" data-testid="blog-write-link">
        {t('pages.blogCreate')}
      </a>
    </span>
  );
}
