import { useTranslation } from 'react-i18next';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import classes from './confirmation.module.css';

/** The order confirmation, shown once right after ordering, above the live status. */
export function Confirmation({ order }: { order: TPublicOrder }) {
  const { t } = useTranslation('order-status');
  return (
    <section className={classes.confirmation} role="status" data-testid="order-confirmation">
      <svg
        className={classes.icon}
        width="44"
        height="44"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" />
      </svg>
      <div>
        <h2 className={classes.title}>{t('confirmation.title')}</h2>
        <p className={classes.body}>{t('confirmation.body', { number: order.number })}</p>
      </div>
    </section>
  );
}
