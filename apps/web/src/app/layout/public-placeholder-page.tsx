import { ComingSoon } from '../../components/coming-soon';
import { useRouteTitleKey } from '../../lib/navigation/route-handle';

/** Public screens of later issues (menu, booking, blog, legal...): the route names its feature. */
export function PublicPlaceholderPage() {
  return <ComingSoon titleKey={useRouteTitleKey() ?? 'pages.generic'} />;
}
