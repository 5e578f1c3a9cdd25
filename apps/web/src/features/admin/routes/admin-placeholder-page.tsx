import { ComingSoon } from '../../../components/coming-soon';
import { useRouteTitleKey } from '../../../lib/navigation/route-handle';

/** Platform-admin screens (blog authoring, admin reports, restaurant admin) arrive in later issues. */
export function AdminPlaceholderPage() {
  return <ComingSoon titleKey={useRouteTitleKey() ?? 'pages.generic'} />;
}
