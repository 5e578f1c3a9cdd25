import { memo } from 'react';
import { translated } from '@menudelite/shared/menu/translate';
import type { TMenuSectionWithItems } from '../lib/menu-index';
import { EAGER_IMAGES, ItemCard } from './item-card';
import { useMenuContext } from './menu-context';
import classes from './menu-sections.module.css';

export const sectionElementId = (sectionId: string) => `menu-section-${sectionId}`;
/** Card height plus the gap between cards (item-card.module.css): the size of a section not rendered yet. */
const CARD_STEP_PX = 148;

/**
 * The sections with their cards. Sections off screen skip layout and paint until scrolled near
 * (content-visibility), with a size estimate so the scroll bar stays honest.
 */
export const MenuSections = memo(function MenuSections({ sections, onOpenItem }: { sections: TMenuSectionWithItems[]; onOpenItem: (itemId: string) => void }) {
  const { language } = useMenuContext();
  // The menu-wide position of each section's first card (the first few load their photo at once).
  const firstCardOf = sections.reduce<number[]>((starts, entry, i) => [...starts, i === 0 ? 0 : starts[i - 1]! + sections[i - 1]!.items.length], []);
  return (
    <div className={classes.sections}>
      {sections.map(({ section, items }, sectionIndex) => {
        const firstCard = firstCardOf[sectionIndex]!;
        const description = translated(section, 'description', language);
        return (
          <section
            key={section.id}
            id={sectionElementId(section.id)}
            className={classes.section}
            aria-labelledby={`${sectionElementId(section.id)}-title`}
            data-section-id={section.id}
            style={{ containIntrinsicSize: `auto ${items.length * CARD_STEP_PX + 60}px` }}
          >
            <h2 id={`${sectionElementId(section.id)}-title`} className={classes.title}>
              {translated(section, 'title', language)}
            </h2>
            {description && <p className={classes.description}>{description}</p>}
            <ul className={classes.grid}>
              {items.map((item, position) => (
                <ItemCard key={item.id} item={item} eager={firstCard + position < EAGER_IMAGES} onOpen={onOpenItem} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
