import { useTranslation } from 'react-i18next';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { translated } from '@menudelite/shared/menu/translate';
import { ItemPrice } from './item-price';
import { useMenuContext } from './menu-context';
import classes from './item-sheet.module.css';

/** The upsell block ("why not also try", SPEC section 2): the venue's recommendations still on the menu. */
export function RecommendedItems({ item, onOpenItem }: { item: TPublicItem; onOpenItem: (itemId: string) => void }) {
  const { t } = useTranslation('diner-menu');
  const { index, language } = useMenuContext();
  const items = item.recommendedItemIds.flatMap((id) => index.items.get(id) ?? []).filter((other) => other.id !== item.id);
  if (items.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby="item-also-try-title" data-testid="also-try">
      <h3 id="item-also-try-title" className={classes.blockTitle}>
        {t('sheet.alsoTry')}
      </h3>
      <ul className={classes.alsoTry}>
        {items.map((other) => (
          <li key={other.id}>
            <button type="button" className={classes.alsoTryCard} onClick={() => onOpenItem(other.id)}>
              {other.images[0] ? (
                <img src={other.images[0].urls.sm} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : (
                <span className={classes.noImage} />
              )}
              <span className={classes.alsoTryName}>{translated(other, 'name', language)}</span>
              <ItemPrice item={other} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
