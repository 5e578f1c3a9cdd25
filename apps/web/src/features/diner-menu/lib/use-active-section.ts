import { useEffect, useState } from 'react';

/** The band near the top of the screen, under the sticky bar, where a section counts as "being read". */
const READING_BAND = '-72px 0px -65% 0px';

/**
 * Which section the diner is reading, for the sticky section bar: an IntersectionObserver watches
 * the sections (no scroll handler on every frame), and the topmost one inside the reading band wins.
 */
export function useActiveSection(sectionIds: readonly string[], elementId: (sectionId: string) => string): [string | null, (id: string) => void] {
  const [active, setActive] = useState<string | null>(sectionIds[0] ?? null);
  useEffect(() => {
    const elements = sectionIds.flatMap((id) => document.getElementById(elementId(id)) ?? []);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.sectionId;
          if (!id) continue;
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        const topmost = sectionIds.find((id) => inBand.has(id));
        if (topmost) setActive(topmost);
      },
      { rootMargin: READING_BAND },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [sectionIds, elementId]);
  return [active, setActive];
}
