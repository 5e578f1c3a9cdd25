import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPromoBanner } from '@menudelite/shared/menu/settings';
import classes from './promo-banners.module.css';

/** The venue's promo banners (up to five, SPEC section 9), side by side and swiped on phones. */
export function PromoBanners({ banners }: { banners: TPromoBanner[] }) {
  const { t } = useTranslation('diner-menu');
  if (banners.length === 0) return null;
  return (
    <section className={classes.banners} aria-label={t('banners.label')}>
      <ul className={classes.list}>
        {banners.map((banner, position) => (
          <li key={`${banner.imageUrl}-${position}`} className={classes.banner}>
            <BannerLink link={banner.link}>
              {/* The title names the banner; a banner without one is named by its image. */}
              <img
                className={classes.image}
                src={banner.imageUrl}
                alt={banner.title ? '' : t('banners.label')}
                width={640}
                height={240}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {banner.title && <span className={classes.title}>{banner.title}</span>}
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A path stays in the app; an https:// link (the only other kind the API accepts) opens apart. */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <div className={classes.frame}>{children}</div>;
  if (link.startsWith('/'))
    return (
      <Link to={link} className={classes.frame}>
        {children}
      </Link>
    );
  return (
    <a href={link} className={classes.frame} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
