import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translated } from '@menudelite/shared/menu/translate';
import type { TPublicSection } from '../lib/menu-index';
import { useActiveSection } from '../lib/use-active-section';
import { useMenuContext } from './menu-context';
import { sectionElementId } from './menu-sections';
import classes from './section-bar.module.css';

/**
 * The sticky bar of section names. It follows the scroll (the section being read is highlighted
 * and kept in view inside the bar) and jumps to a section when tapped.
 */
export function SectionBar({ sections, renderedIds }: { sections: TPublicSection[]; renderedIds: readonly string[] }) {
  const { t } = useTranslation('diner-menu');
  const { language } = useMenuContext();
  // Only sections on the page can be watched; cards arrive in steps, so the set grows after the first paint.
  const ids = useStableIds(renderedIds);
  const [active, setActive] = useActiveSection(ids, sectionElementId);
  const listRef = useRef<HTMLUListElement>(null);
  const followed = useRef(false);

  useEffect(() => {
    // Not on the first render: the first section is already in view, and measuring would force a layout.
    if (!followed.current) {
      followed.current = true;
      return;
    }
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-section-link="${CSS.escape(active)}"]`) : null;
    if (!list || !link) return;
    // Centre the active name inside the bar only; physical pixels work the same left to right and right to left.
    const linkBox = link.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    list.scrollBy({ left: linkBox.left + linkBox.width / 2 - (listBox.left + listBox.width / 2), behavior: 'smooth' });
  }, [active]);

  if (sections.length < 2) return null;
  return (
    <nav className={classes.bar} aria-label={t('sections.nav')}>
      <ul ref={listRef} className={classes.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${sectionElementId(section.id)}`}
              className={classes.link}
              aria-current={section.id === active ? 'true' : undefined}
              data-section-link={section.id}
              onClick={(event) => {
                event.preventDefault();
                setActive(section.id);
                const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                document.getElementById(sectionElementId(section.id))?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
              }}
            >
              {translated(section, 'title', language)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The observer restarts only when the set of sections changes, not on every render. */
function useStableIds(sectionIds: readonly string[]): string[] {
  const key = sectionIds.join('\n');
  return useMemo(() => (key ? key.split('\n') : []), [key]);
}
