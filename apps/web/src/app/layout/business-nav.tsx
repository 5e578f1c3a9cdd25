import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { toLoadState } from '../../lib/session/load-state';
import { useTeamMeQuery } from '../../lib/session/team-me';
import { mayOpen, permissionsOf } from '../guards/page-access';
import { BUSINESS_PAGES } from '../router/business-pages';
import { VenueSwitchLink } from '../../features/team-admin/public';

/** Every business page in the navigation, minus the ones this venue does not have (hotel reservations, a restaurant's rooms) or the role may not open (issue 8). */
export function BusinessNav({ restaurant }: { restaurant: TRestaurant | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = permissionsOf(toLoadState(useTeamMeQuery()));
  const pages = BUSINESS_PAGES.filter(
    (page) =>
      page.inNav &&
      !(page.rule.requiresNotHotel && restaurant?.isHotel) &&
      !(page.rule.requiresHotel && !restaurant?.isHotel) &&
      permissions !== null &&
      (permissions === 'all' || mayOpen(page.path, permissions)),
  );
  return (
    <ScrollArea type="auto" h="100%">
      {pages.map((page) => (
        <NavLink
          key={page.path}
          component={Link}
          to={page.path}
          label={t(page.titleKey)}
          active={pathname === page.path}
          aria-current={pathname === page.path ? 'page' : undefined}
        />
      ))}
      <VenueSwitchLink />
    </ScrollArea>
  );
}
