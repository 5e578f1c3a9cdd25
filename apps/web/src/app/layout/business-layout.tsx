import { AppShell, Avatar, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ManagerPinDialog } from '../../components/manager-pin-dialog';
import { useCurrentRestaurantQuery } from '../../lib/session/current-restaurant';
import { useSession } from '../../lib/session/session-store';
import { useBusinessSocket } from '../../lib/socket/use-business-socket';
import { SignOutButton } from '../../features/auth/public';
import { BrandLink } from './brand-link';
import { BusinessNav } from './business-nav';

/** The staff dashboard frame: venue name, navigation to every business page, language, sign-out. */
export function BusinessLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useSession();
  const restaurant = useCurrentRestaurantQuery().data ?? null;
  useBusinessSocket(restaurant?.id ?? null);
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} />
            {restaurant ? (
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Avatar src={restaurant.logoUrl} alt="" size={32} radius="sm">
                  {restaurant.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Text fw={700} truncate="end" data-testid="venue-name">
                  {restaurant.name}
                </Text>
              </Group>
            ) : (
              <BrandLink />
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            {user && <SignOutButton />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.business')}>
        <BusinessNav restaurant={restaurant} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {/* Issue 8: an action that needs a manager asks for their PIN here and is sent again with it. */}
      <ManagerPinDialog />
    </AppShell>
  );
}
