import { useTranslation } from 'react-i18next';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { translated } from '@menudelite/shared/menu/translate';
import { allergenName } from '../lib/allergen-name';
import { useMenuContext } from './menu-context';
import classes from './item-chips.module.css';

type TChip = { id: string; label: string; kind: 'descriptor' | 'allergen' | 'tag'; color?: string };

/** Descriptors (vegan, spicy ...), then allergens, then the venue's tags; a card shows the first few. */
export function useItemChips(item: TPublicItem): TChip[] {
  const { t } = useTranslation('diner-menu');
  const { index, language } = useMenuContext();
  const allergens = item.allergenIds.flatMap((id) => index.allergens.get(id) ?? []);
  const tags = item.tagIds.flatMap((id) => index.tags.get(id) ?? []).filter((tag) => !tag.isMenuType);
  return [
    ...allergens.filter((a) => a.isDescriptor).map((a): TChip => ({ id: a.id, label: allergenName(a, t, language), kind: 'descriptor' })),
    ...allergens.filter((a) => !a.isDescriptor).map((a): TChip => ({ id: a.id, label: allergenName(a, t, language), kind: 'allergen' })),
    ...tags.map((tag): TChip => ({ id: tag.id, label: translated(tag, 'name', language), kind: 'tag', color: tag.color })),
  ];
}

export function ItemChips({ item, limit }: { item: TPublicItem; limit: number }) {
  const { t } = useTranslation('diner-menu');
  const chips = useItemChips(item);
  const shown = chips.slice(0, limit);
  return (
    <ul className={classes.chips}>
      {shown.map((chip) => (
        <li key={chip.id} className={`${classes.chip} ${classes[chip.kind]}`}>
          {chip.color && <span className={classes.dot} style={{ background: chip.color }} aria-hidden="true" />}
          {chip.label}
        </li>
      ))}
      {chips.length > shown.length && <li className={classes.chip}>{t('item.more', { count: chips.length - shown.length })}</li>}
    </ul>
  );
}
