import { useTranslation } from 'react-i18next';
import classes from './delitepay-illustration.module.css';

/** A QR code's look (not a readable code): finder squares in three corners and a fixed scatter. */
const QR_DOTS = [
  [9, 1],
  [11, 2],
  [9, 4],
  [12, 5],
  [10, 7],
  [1, 9],
  [3, 10],
  [5, 9],
  [7, 11],
  [9, 9],
  [11, 10],
  [13, 9],
  [10, 12],
  [12, 13],
  [9, 13],
  [13, 11],
  [11, 8],
  [2, 12],
  [6, 13],
  [4, 12],
] as const;

/** One of a QR code's three corner squares. */
const finder = (x: number, y: number) => (
  <g key={`${x}-${y}`}>
    <rect x={x} y={y} width={5} height={5} fill="none" stroke="currentColor" strokeWidth={1} />
    <rect x={x + 1.75} y={y + 1.75} width={1.5} height={1.5} fill="currentColor" />
  </g>
);

function QrMark() {
  return (
    <svg viewBox="0 0 15 15" width={64} height={64} className={classes.qr}>
      {finder(0.5, 0.5)}
      {finder(9.5, 0.5)}
      {finder(0.5, 9.5)}
      {QR_DOTS.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * The hero's picture: a phone on a venue's payment page (amount, tip, card fee, total) and a
 * payment link with its QR code. Built from HTML and CSS, so it is crisp, weighs nothing and
 * speaks the reader's language; the demo amounts are formatted for it.
 */
export function DelitePayIllustration() {
  const { t, i18n } = useTranslation('public-info');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const amount = 6420;
  const tip = 640;
  const fee = Math.round((amount + tip) * 0.015) + 20;
  const rows = [
    ['amount', amount],
    ['tip', tip],
    ['fee', fee],
  ] as const;

  return (
    <div className={classes.scene}>
      <div className={classes.phone}>
        <div className={classes.brand}>
          <span className={classes.logo}>DB</span>
          <span>
            <span className={classes.venue}>Demo Bistro</span>
            <span className={classes.heading}>{t('delitePay.illustration.heading')}</span>
          </span>
        </div>
        <div className={classes.body}>
          <span className={classes.big}>{money.format(amount / 100)}</span>
          <span className={classes.chips}>
            {[10, 15, 20].map((percent) => (
              <span key={percent} className={percent === 10 ? classes.chipOn : classes.chip}>
                {(percent / 100).toLocaleString(i18n.language, { style: 'percent' })}
              </span>
            ))}
          </span>
          <dl className={classes.rows}>
            {rows.map(([key, cents]) => (
              <div key={key}>
                <dt>{t(`delitePay.illustration.${key}`)}</dt>
                <dd>{money.format(cents / 100)}</dd>
              </div>
            ))}
            <div className={classes.total}>
              <dt>{t('delitePay.illustration.total')}</dt>
              <dd>{money.format((amount + tip + fee) / 100)}</dd>
            </div>
          </dl>
          <span className={classes.pay}>{t('delitePay.illustration.pay')}</span>
        </div>
      </div>
      <div className={classes.link}>
        <QrMark />
        <span>
          <span className={classes.linkTitle}>{t('delitePay.illustration.link')}</span>
          <span className={classes.linkBody}>{t('delitePay.illustration.deposit')}</span>
          <span className={classes.linkAmount}>{money.format(250)}</span>
        </span>
      </div>
    </div>
  );
}
