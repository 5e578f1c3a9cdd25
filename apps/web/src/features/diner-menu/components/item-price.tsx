import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { useMenuContext } from './menu-context';
import { PRICE_MARK, WithPrice } from './with-price';
import classes from './item-price.module.css';

/** The least the dish costs: "from" when its required choices can add to the price. */
export function ItemPrice({ item }: { item: TPublicItem }) {
  const { t } = useTranslation('diner-menu');
  const { currency } = useMenuContext();
  const amount = formatMoney(item.fromPrice ?? item.price, currency);
  const isFrom = item.hasRequiredModifiers && item.fromPrice !== null && item.fromPrice !== item.price;
  return <span className={classes.price}>{isFrom ? <WithPrice text={t('item.from', { price: PRICE_MARK })} amount={amount} /> : <bdi>{amount}</bdi>}</span>;
}
