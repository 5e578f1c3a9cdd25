import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPublicRestaurant } from '@menudelite/shared/menu/public-menu';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { LanguageSelect } from './language-select';
import classes from './menu-header.module.css';

type THeaderProps = {
  restaurant: TPublicRestaurant;
  tableDisplayId: string | null;
  language: TLanguage;
  onLanguageChange: (language: TLanguage) => void;
};

/**
 * The venue's cover, logo and name in its brand colour, the table, and the language picker. Away
 * from a table, a restaurant taking reservations offers "Book a table" (issue 10; hotels have none).
 */
export function MenuHeader({ restaurant, tableDisplayId, language, onLanguageChange }: THeaderProps) {
  const { t } = useTranslation('diner-menu');
  return (
    <header className={classes.header}>
      {restaurant.coverImageUrl && <img className={classes.cover} src={restaurant.coverImageUrl} alt="" width={1280} height={400} fetchPriority="high" />}
      <div className={classes.band}>
        {restaurant.logoUrl && <img className={classes.logo} src={restaurant.logoUrl} alt="" width={56} height={56} />}
        <div className={classes.names}>
          <h1 className={classes.name} dir="auto">
            {restaurant.name}
          </h1>
          {tableDisplayId && <p className={classes.table}>{t('header.table', { table: tableDisplayId })}</p>}
        </div>
        <LanguageSelect value={language} onChange={onLanguageChange} label={t('header.language')} />
      </div>
      {/* Issue 10: a hotel's menu leads to guest services (room number and last name, or the room's QR code). */}
      {restaurant.isHotel && (
        <div className={classes.guestRow}>
          <Link to={`/hotels/${encodeURIComponent(restaurant.id)}/guest`} className={classes.guestLink} data-testid="guest-services-link">
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </svg>
            {t('header.guestServices')}
          </Link>
        </div>
      )}
      {/* Reservations (issue 10) and the venue's DeliteClub (issue 11) when it is on. */}
      {((!tableDisplayId && restaurant.acceptingReservations && !restaurant.isHotel) || restaurant.allowsDeliteClub) && (
        <div className={classes.actions}>
          {!tableDisplayId && restaurant.acceptingReservations && !restaurant.isHotel && (
            <Link className={classes.book} to={`/restaurants/${encodeURIComponent(restaurant.id)}/book`} data-testid="menu-book-table">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <rect x="3" y="5" width="18" height="16" rx="2" />
                <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
              </svg>
              {t('header.bookTable')}
            </Link>
          )}
          {restaurant.allowsDeliteClub && (
            <Link className={classes.book} to={`/restaurants/${encodeURIComponent(restaurant.id)}/club`} data-testid="menu-club">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
                <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
              </svg>
              {t('header.club')}
            </Link>
          )}
        </div>
      )}
    </header>
  );
}
