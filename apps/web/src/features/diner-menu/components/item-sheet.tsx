import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { translated } from '@menudelite/shared/menu/translate';
import { MAX_LINE_QUANTITY, MAX_NOTES_LENGTH, addCartLine, checkModifierChoice, itemGroups, newCartLineId, useCart } from '../../cart/public';
import { chosenModifierIds, type TModifierCounts } from '../lib/modifier-selection';
import { ItemFacts } from './item-facts';
import { ItemPrice } from './item-price';
import { useMenuContext } from './menu-context';
import { ModifierGroupField } from './modifier-group-field';
import { NutritionInfo } from './nutrition-info';
import { QuantityStepper } from './quantity-stepper';
import { RecommendedItems } from './recommended-items';
import { Sheet } from './sheet';
import { PRICE_MARK, WithPrice } from './with-price';
import classes from './item-sheet.module.css';

type TItemSheetProps = { itemId: string; onClose: () => void; onOpenItem: (itemId: string) => void; onAdded: (itemName: string) => void };

/** The item detail sheet (loaded on first use): photo, facts, choices, notes, quantity, upsell, add to cart. */
export default function ItemSheet({ itemId, onClose, onOpenItem, onAdded }: TItemSheetProps) {
  const { t } = useTranslation('diner-menu');
  const { index, language } = useMenuContext();
  const item = index.items.get(itemId);
  if (!item) return null;
  return (
    <Sheet title={translated(item, 'name', language)} closeLabel={t('sheet.close')} onClose={onClose} testId="item-sheet">
      {/* Keyed by item: opening a recommendation starts its choices afresh. */}
      <ItemForm key={item.id} item={item} onOpenItem={onOpenItem} onAdded={onAdded} />
    </Sheet>
  );
}

function ItemForm({ item, onOpenItem, onAdded }: { item: TPublicItem; onOpenItem: (itemId: string) => void; onAdded: (itemName: string) => void }) {
  const { t } = useTranslation('diner-menu');
  const { index, language, currency } = useMenuContext();
  const [, updateCart] = useCart(index.menu.restaurant.id);
  const [counts, setCounts] = useState<TModifierCounts>({});
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A recommendation opens in the same sheet: start it at the top, not where the last dish was scrolled to.
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
    void formRef.current?.parentElement?.scrollTo({ top: 0 });
  }, []);

  const groups = itemGroups(item, index);
  const modifierIds = chosenModifierIds(groups, counts);
  const problems = checkModifierChoice(groups, index.modifiers, modifierIds);
  const missing = new Set(problems.flatMap((problem) => (problem.kind === 'missing' ? [problem.groupId] : [])));
  const orderable = item.isAvailableNow && !item.isSoldOut;
  const unitPrice = sumMinor([item.price, ...modifierIds.map((id) => index.modifiers.get(id)?.price ?? 0)]);
  const total = sumMinor(Array.from({ length: quantity }, () => unitPrice));
  const name = translated(item, 'name', language);
  const image = item.images[0];

  const add = () => {
    if (problems.length > 0) {
      setShowProblems(true);
      // Take the diner to the first group that still needs a choice.
      const groupId = problems.flatMap((problem) => ('groupId' in problem ? [problem.groupId] : []))[0];
      if (groupId) formRef.current?.querySelector(`[data-group-id="${CSS.escape(groupId)}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    updateCart((lines) => addCartLine(lines, { itemId: item.id, quantity, modifierIds, notes }, newCartLineId));
    onAdded(name);
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {image && (
        <img
          className={classes.image}
          src={image.urls.md}
          srcSet={`${image.urls.md} 640w, ${image.urls.lg} 1280w`}
          sizes="(min-width: 640px) 560px, 100vw"
          width={640}
          height={480}
          alt=""
        />
      )}
      <p className={classes.description} dir="auto">
        {translated(item, 'description', language)}
      </p>
      <div className={classes.priceRow}>
        <ItemPrice item={item} />
        {item.isSoldOut && <span className={classes.badge}>{t('item.soldOut')}</span>}
        {!item.isSoldOut && !item.isAvailableNow && <span className={`${classes.badge} ${classes.notNow}`}>{t('item.notAvailableNow')}</span>}
      </div>
      <ItemFacts item={item} />
      {groups.map((group) => (
        <ModifierGroupField
          key={group.id}
          group={group}
          counts={counts}
          onChange={setCounts}
          invalid={showProblems && missing.has(group.id)}
          disabled={!orderable}
        />
      ))}
      <label className={classes.notesLabel}>
        <span className={classes.blockTitle}>{t('sheet.notes')}</span>
        <textarea
          className={classes.notes}
          rows={2}
          maxLength={MAX_NOTES_LENGTH}
          placeholder={t('sheet.notesHint')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          disabled={!orderable}
        />
      </label>
      <div className={classes.quantityRow}>
        <span className={classes.blockTitle} id="item-quantity-label">
          {t('sheet.quantity')}
        </span>
        <QuantityStepper
          value={quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          onChange={setQuantity}
          label={t('sheet.quantity')}
          decreaseLabel={t('sheet.decrease')}
          increaseLabel={t('sheet.increase')}
          disabled={!orderable}
        />
      </div>
      <NutritionInfo nutrition={item.nutrition} />
      <RecommendedItems item={item} onOpenItem={onOpenItem} />
      <div className={classes.addBar}>
        {showProblems && missing.size > 0 && (
          <p className={classes.error} role="alert" data-testid="required-message">
            {t('sheet.requiredMessage')}
          </p>
        )}
        <button type="submit" className={classes.add} disabled={!orderable} data-testid="add-to-cart">
          {item.isSoldOut ? (
            t('item.soldOut')
          ) : !item.isAvailableNow ? (
            t('item.notAvailableNow')
          ) : (
            <WithPrice text={t('sheet.add', { price: PRICE_MARK })} amount={formatMoney(total, currency)} />
          )}
        </button>
      </div>
    </form>
  );
}
