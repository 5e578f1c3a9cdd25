import { useMatches } from 'react-router';

/** Route `handle`: the i18n key naming the page (title bar, "coming soon" panel, navigation). */
export type TRouteHandle = { titleKey?: string };

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as TRouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}
