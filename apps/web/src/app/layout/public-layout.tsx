import { Anchor, AppShell, Burger, Button, Container, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useSession } from '../../lib/session/session-store';
import { SignOutButton } from '../../features/auth/public';
import { BrandLink } from './brand-link';
import { FOOTER_LINKS, publicNavLinks } from './public-nav-links';

/**
 * Public, account and customer pages. Phones get a burger that opens the links; from the sm
 * breakpoint they sit in the header. `children` replaces the outlet (the not-found page uses it).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = publicNavLinks(user);
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <BrandLink />
          <Group gap="xs" wrap="nowrap">
            <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
              {links.map((link) => (
                <Button key={link.to} component={Link} to={link.to} variant={link.to === '/signup' ? 'filled' : 'subtle'} size="sm">
                  {t(link.labelKey)}
                </Button>
              ))}
            </Group>
            <LanguageSwitcher />
            {user && <SignOutButton />}
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label={t('nav.main')}>
        {links.map((link) => (
          <NavLink key={link.to} component={Link} to={link.to} label={t(link.labelKey)} active={pathname === link.to} />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Stack gap="xl" mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))" justify="space-between">
            <div>{children ?? <Outlet />}</div>
            <Group component="footer" gap="md" justify="center" py="md">
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {t(link.labelKey)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
