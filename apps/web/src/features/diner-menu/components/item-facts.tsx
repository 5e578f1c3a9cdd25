import { useTranslation } from 'react-i18next';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { useItemChips } from './item-chips';
import chipClasses from './item-chips.module.css';
import classes from './item-sheet.module.css';

/** "Contains" (allergens), "Dietary" (descriptors) and the venue's tags, each listed in full. */
export function ItemFacts({ item }: { item: TPublicItem }) {
  const { t } = useTranslation('diner-menu');
  const chips = useItemChips(item);
  const groups = [
    { kind: 'allergen', title: t('sheet.contains') },
    { kind: 'descriptor', title: t('sheet.dietary') },
    { kind: 'tag', title: t('sheet.tags') },
  ] as const;
  return (
    <>
      {groups.map(({ kind, title }) => {
        const shown = chips.filter((chip) => chip.kind === kind);
        if (shown.length === 0) return null;
        return (
          <div key={kind} className={classes.facts} data-testid={`item-${kind}s`}>
            <h3 className={classes.factsTitle}>{title}</h3>
            <ul className={`${chipClasses.chips} ${classes.factChips}`}>
              {shown.map((chip) => (
                <li key={chip.id} className={`${chipClasses.chip} ${chipClasses[chip.kind]}`}>
                  {chip.color && <span className={chipClasses.dot} style={{ background: chip.color }} aria-hidden="true" />}
                  {chip.label}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
