import { ComingSoon } from '../../../components/coming-soon';
import { useRouteTitleKey } from '../../../lib/navigation/route-handle';

/** Business pages whose capability arrives in a later issue; the guard around them is already real. */
export function BusinessPlaceholderPage() {
  return <ComingSoon titleKey={useRouteTitleKey() ?? 'pages.generic'} />;
}
