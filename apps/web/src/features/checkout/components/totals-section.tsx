import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import type { TFeeNote } from '../lib/fee-note';
import { isolated } from '../lib/isolated';
import { Section } from './section';
import classes from './totals-section.module.css';

type TTotalsProps = {
  quote: TQuote | null;
  loading: boolean;
  showDeliveryFee: boolean;
  /** What card payments add (lib/fee-note.ts), said before paying; null when nothing. */
  feeNote: TFeeNote | null;
};

/**
 * The bill as the server computed it (POST .../orders/quote): the same shared money rules the
 * order is charged by. Fee lines appear when they apply, and the venue's card processing fee is
 * named under them, card or not; amounts are isolated for right-to-left text.
 */
export function TotalsSection({ quote, loading, showDeliveryFee, feeNote }: TTotalsProps) {
  const { t } = useTranslation('checkout');
  const money = (minor: number) => (quote ? formatMoney(minor, quote.currency) : '');
  const rows: { key: string; label?: string; amount: number; show: boolean; negative?: boolean; testId?: string }[] = quote
    ? [
        { key: 'subtotal', amount: quote.subtotal, show: true },
        { key: 'discount', amount: quote.discount, show: quote.discount > 0, negative: true },
        // Each offer or club perk is its own line, named as the venue named it.
        ...quote.discounts.map((line) => ({
          key: `${line.source}-${line.id}`,
          label: line.name,
          amount: line.amount,
          show: line.amount > 0,
          negative: true,
          testId: 'total-benefit-discount',
        })),
        { key: 'orderFee', amount: quote.orderFee, show: quote.orderFee > 0 },
        { key: 'deliveryFee', amount: quote.deliveryFee, show: showDeliveryFee },
        { key: 'tip', amount: quote.tip, show: quote.tip > 0 },
        { key: 'processingFee', amount: quote.processingFee, show: quote.processingFee > 0 },
      ]
    : [];
  return (
    <Section title={t('sections.totals')} testId="totals">
      <p className={classes.status} aria-live="polite">
        {loading ? t('totals.updating') : ''}
      </p>
      {quote && (
        <dl className={`${classes.rows} ${loading ? classes.stale : ''}`}>
          {rows
            .filter((row) => row.show)
            .map((row) => (
              <div key={row.key} className={classes.row} data-testid={row.testId ?? `total-${row.key}`}>
                <dt dir={row.label ? 'auto' : undefined}>{row.label ?? t(`totals.${row.key}`)}</dt>
                <dd>
                  <bdi>{row.negative ? `-${money(row.amount)}` : money(row.amount)}</bdi>
                </dd>
              </div>
            ))}
          <div className={`${classes.row} ${classes.total}`} data-testid="total-total">
            <dt>{t('totals.total')}</dt>
            <dd>
              <bdi>{money(quote.total)}</bdi>
            </dd>
          </div>
          {/* Points and a gift card pay part of it, like a second card; the rest is what is due. */}
          {quote.tenders.map((tender) => (
            <div key={`${tender.source}-${tender.id}`} className={classes.row} data-testid={`total-tender-${tender.source}`}>
              <dt>{tender.source === 'points' ? t('totals.points', { points: tender.points ?? 0 }) : t('totals.giftCard', { last4: tender.label })}</dt>
              <dd>
                <bdi>-{money(tender.amount)}</bdi>
              </dd>
            </div>
          ))}
          {quote.tendered > 0 && (
            <div className={`${classes.row} ${classes.total}`} data-testid="total-amountDue">
              <dt>{t('totals.amountDue')}</dt>
              <dd>
                <bdi>{money(quote.amountDue)}</bdi>
              </dd>
            </div>
          )}
        </dl>
      )}
      {feeNote && (
        <p className={classes.feeNote} data-testid="processing-fee-note">
          {t(feeNote.key, feeNote.values)}
        </p>
      )}
      {quote && quote.minOrderValue !== null && quote.belowMinimumBy > 0 && (
        <div className={classes.minimum} role="alert" data-testid="below-minimum">
          <p className={classes.minimumTitle}>{t('minimum.title', { minimum: isolated(money(quote.minOrderValue)) })}</p>
          <p className={classes.minimumMore}>{t('minimum.more', { amount: isolated(money(quote.belowMinimumBy)) })}</p>
        </div>
      )}
    </Section>
  );
}
