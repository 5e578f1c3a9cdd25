import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { publicNavLinks } from '../public-nav-links';
import { SITE_FOOTER_GROUPS, SITE_HEADER_LINKS } from './site-links';
import { SiteLanguageSelect } from './site-language-select';
import classes from './site-layout.module.css';

const THIS_YEAR = new Date().getFullYear();

/**
 * The public site's frame (issue 12): the home, landing, info, pricing and legal pages and the
 * blog. Plain elements and one CSS module, no Mantine: these pages must score 95 or more on
 * Lighthouse on a throttled phone, and Mantine's shell (its CSS alone is ~90 KB) would cost that.
 * Phones get a menu button that opens the links under the header.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const account = publicNavLinks(user);

  return (
    <div className={classes.site}>
      <a className={classes.skip} href="#site-main">
        {t('site.skipToContent')}
      </a>
      <header className={classes.header}>
        <div className={classes.bar}>
          <Link to="/" className={classes.brand} aria-label="MenuDelite">
            MenuDelite
          </Link>
          {/* A followed link closes the phone menu (clicks bubble up from the links). */}
          <nav className={classes.links} aria-label={t('nav.main')} data-open={open || undefined} id={menuId} onClick={() => setOpen(false)}>
            {SITE_HEADER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.link}>
                {t(link.labelKey)}
              </NavLink>
            ))}
            {account.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={link.to === '/signup' ? classes.cta : classes.link}
                data-testid={`site-nav-${link.to.slice(1).replaceAll('/', '-')}`}
              >
                {t(link.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className={classes.tools}>
            <SiteLanguageSelect />
            <button
              type="button"
              className={classes.menuButton}
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={t('nav.toggleMenu')}
              onClick={() => setOpen((value) => !value)}
            >
              <span aria-hidden="true" className={classes.menuIcon} />
            </button>
          </div>
        </div>
      </header>
      <main id="site-main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <div className={classes.footerGrid}>
          {SITE_FOOTER_GROUPS.map((group) => (
            <nav key={group.titleKey} aria-label={t(group.titleKey)}>
              <h2 className={classes.footerTitle}>{t(group.titleKey)}</h2>
              <ul className={classes.footerList}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={classes.copyright}>© {THIS_YEAR} MenuDelite</p>
      </footer>
    </div>
  );
}
