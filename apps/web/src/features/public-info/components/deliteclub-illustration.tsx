import { useTranslation } from 'react-i18next';
import classes from './deliteclub-illustration.module.css';

/**
 * The hero's picture: a member's club card (plan, price, status) over a receipt where the coffee is
 * free and the rest 10 % off. HTML and CSS, so it is crisp, weighs nothing and speaks the reader's
 * language; the demo amounts are formatted for it.
 */
export function DeliteClubIllustration() {
  const { t, i18n } = useTranslation('public-info');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <div className={classes.scene}>
      <div className={classes.card}>
        <div className={classes.cardTop}>
          <span className={classes.star} aria-hidden="true">
            ★
          </span>
          <span className={classes.status}>{t('deliteClub.illustration.active')}</span>
        </div>
        <p className={classes.plan}>Coffee Club</p>
        <p className={classes.price}>{t('deliteClub.illustration.perMonth', { price: money.format(9.99) })}</p>
      </div>
      <div className={classes.receipt}>
        <p className={classes.row}>
          <span>{t('deliteClub.illustration.coffee')}</span>
          <span className={classes.free}>{t('deliteClub.illustration.free')}</span>
        </p>
        <p className={classes.row}>
          <span>{t('deliteClub.illustration.lunch')}</span>
          <bdi>{money.format(18)}</bdi>
        </p>
        <p className={classes.row}>
          <span>{t('deliteClub.illustration.percent')}</span>
          <bdi>-{money.format(1.8)}</bdi>
        </p>
        <p className={`${classes.row} ${classes.total}`}>
          <span>{t('deliteClub.illustration.total')}</span>
          <bdi>{money.format(16.2)}</bdi>
        </p>
      </div>
    </div>
  );
}
