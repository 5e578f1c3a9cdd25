import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { followLanguageScope } from '../../lib/i18n/i18n';

/** Moving from a table's menu to /signin (or back) switches to that side's language (language-scope.ts). */
export function LanguageScopeWatcher() {
  const { pathname } = useLocation();
  useEffect(() => followLanguageScope(pathname), [pathname]);
  return null;
}
