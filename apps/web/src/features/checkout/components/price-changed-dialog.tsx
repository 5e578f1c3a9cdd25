import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { Sheet } from '../../diner-menu/public';
import buttons from '../../../components/diner/buttons.module.css';
import classes from './totals-section.module.css';

type TPriceChangedProps = { quote: TQuote; previousTotal: number; onConfirm: () => void; onClose: () => void };

/** 409 PRICE_CHANGED: nothing was charged or written; the diner sees the server's fresh bill and confirms it. */
export function PriceChangedDialog({ quote, previousTotal, onConfirm, onClose }: TPriceChangedProps) {
  const { t } = useTranslation('checkout');
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const footer = (
    <div className={buttons.row}>
      <button type="button" className={buttons.secondary} onClick={onClose} data-testid="price-changed-back">
        {t('priceChanged.back')}
      </button>
      <button type="button" className={buttons.primary} onClick={onConfirm} data-testid="price-changed-confirm">
        {t('priceChanged.confirm')} <bdi>{money(quote.total)}</bdi>
      </button>
    </div>
  );
  return (
    <Sheet title={t('priceChanged.title')} closeLabel={t('priceChanged.back')} onClose={onClose} footer={footer} placement="center" testId="price-changed">
      <p>{t('priceChanged.body')}</p>
      <dl className={classes.rows}>
        <div className={classes.row}>
          <dt>{t('priceChanged.before')}</dt>
          <dd>
            <bdi>
              <s>{money(previousTotal)}</s>
            </bdi>
          </dd>
        </div>
        {quote.lines.map((line, index) => (
          <div key={`${line.itemId}-${index}`} className={classes.row}>
            <dt dir="auto">{t('priceChanged.line', { count: line.quantity, name: line.name })}</dt>
            <dd>
              <bdi>{money(line.lineTotal - line.discount)}</bdi>
            </dd>
          </div>
        ))}
        <div className={`${classes.row} ${classes.total}`}>
          <dt>{t('totals.total')}</dt>
          <dd>
            <bdi>{money(quote.total)}</bdi>
          </dd>
        </div>
      </dl>
    </Sheet>
  );
}
