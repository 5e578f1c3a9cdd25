import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { translated } from '@menudelite/shared/menu/translate';
import { useMenuContext } from './menu-context';
import { ItemChips } from './item-chips';
import { ItemPrice } from './item-price';
import classes from './item-card.module.css';

/** Cards this far down the list load their photo at once; the rest wait until scrolled near. */
export const EAGER_IMAGES = 4;
const CARD_IMAGE_PX = 96;

/**
 * One dish on the menu. Plain elements and fixed line boxes: 150 of these render on a phone, and
 * a card's height never depends on the web font, so swapping fonts cannot shift the page.
 * The whole card opens the item sheet through the name's button (its ::after covers the card).
 */
export const ItemCard = memo(function ItemCard({ item, eager, onOpen }: { item: TPublicItem; eager: boolean; onOpen: (itemId: string) => void }) {
  const { t } = useTranslation('diner-menu');
  const { language } = useMenuContext();
  const name = translated(item, 'name', language);
  const image = item.images[0];
  const unavailable = item.isSoldOut || !item.isAvailableNow;
  return (
    <li className={`${classes.card} ${unavailable ? classes.unavailable : ''}`} data-testid="item-card" data-item-id={item.id}>
      <div className={classes.text}>
        <h3 className={classes.name}>
          <button type="button" className={classes.open} onClick={() => onOpen(item.id)} dir="auto">
            {name}
          </button>
        </h3>
        {/* Menu content may be in the venue's language rather than the diner's: let it set its own direction. */}
        <p className={classes.description} dir="auto">
          {translated(item, 'description', language)}
        </p>
        <ItemChips item={item} limit={3} />
        <div className={classes.priceRow}>
          <ItemPrice item={item} />
          {item.isSoldOut ? (
            <span className={classes.soldOut}>{t('item.soldOut')}</span>
          ) : !item.isAvailableNow ? (
            <span className={classes.notNow}>{t('item.notAvailableNow')}</span>
          ) : item.isFeatured ? (
            <span className={classes.featured}>{t('item.featured')}</span>
          ) : null}
          {item.freeWithClub && (
            <span className={classes.club} data-testid="item-free-with-club">
              {t('item.freeWithClub')}
            </span>
          )}
        </div>
      </div>
      {image && (
        <img
          className={classes.image}
          src={image.urls.sm}
          srcSet={`${image.urls.sm} 320w, ${image.urls.md} 640w`}
          sizes={`${CARD_IMAGE_PX}px`}
          width={CARD_IMAGE_PX}
          height={CARD_IMAGE_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt=""
        />
      )}
    </li>
  );
});
