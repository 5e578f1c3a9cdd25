import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';

export function useBlogAdminTitle(key: 'createTitle' | 'editTitle') {
  const { t } = useTranslation('blog');
  useDocumentTitle(t(key));
}
